import { useCallback, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

/** A rule for one field: the message to show, or null when the value is fine. */
export type FieldRule<F extends string> = (values: Record<F, string>) => MessageDescriptor | null;

/**
 * Form state with client validation (docs/product.md §5): values, per-field messages and
 * whether a submit was attempted. Fields are checked all at once on submit;
 * after that, every change re-checks the form so a fixed field's message goes
 * away as the user types (no messages before the first submit).
 *
 * Also what the forms wire up the same way: `formRef` for the `<form>`,
 * `message(f)` (the translated message), `fieldProps(f)` (name, value,
 * onChange and error of a TextField), `focus(name)`, and `validateAndFocus()`
 * (checks every field and focuses the first invalid one; true when valid).
 */
export function useValidatedForm<F extends string>(
  initial: Record<F, string>,
  rules: Partial<Record<F, FieldRule<F>>>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, MessageDescriptor>>>({});
  const [submitted, setSubmitted] = useState(false);

  const check = useCallback(
    (v: Record<F, string>, only?: F) => {
      const out: Partial<Record<F, MessageDescriptor>> = {};
      for (const field of Object.keys(rules) as F[]) {
        if (only && field !== only) continue;
        const message = rules[field]?.(v);
        if (message) out[field] = message;
      }
      return out;
    },
    [rules],
  );

  const setValue = useCallback(
    (field: F, value: string) => {
      setValues((prev) => {
        const next = { ...prev, [field]: value };
        if (submitted) setErrors(check(next));
        return next;
      });
    },
    [submitted, check],
  );

  /** Checks every field and shows the messages; returns the first invalid field, or null. */
  const validateAll = useCallback((): F | null => {
    setSubmitted(true);
    const found = check(values);
    setErrors(found);
    const order = Object.keys(initial) as F[];
    return order.find((f) => found[f]) ?? null;
  }, [check, values, initial]);

  /** Checks one field now (e.g. the e-mail before sending a code); returns true when it is valid. */
  const validateField = useCallback(
    (field: F): boolean => {
      const found = check(values, field);
      setErrors((prev) => ({ ...prev, [field]: found[field] }));
      return !found[field];
    },
    [check, values],
  );

  const { i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const focus = (name: string) => focusField(formRef.current, name);
  const message = (field: F) => {
    const descriptor = errors[field];
    return descriptor ? i18n._(descriptor) : undefined;
  };
  const fieldProps = (field: F) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.target.value),
    error: message(field),
  });
  const validateAndFocus = (): boolean => {
    const invalid = validateAll();
    if (invalid) focus(invalid);
    return invalid === null;
  };

  return { values, errors, submitted, setValue, validateAll, validateField, formRef, focus, message, fieldProps, validateAndFocus };
}

/** What {@link useValidatedForm} returns. */
export type ValidatedForm<F extends string> = ReturnType<typeof useValidatedForm<F>>;

/** Moves focus to the named control of a form (the first invalid field after a submit). */
export function focusField(form: HTMLFormElement | null, name: string): void {
  const element = form?.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}
