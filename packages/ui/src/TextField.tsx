import { clsx } from 'clsx';
import { forwardRef, useId } from 'react';
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

interface FieldProps {
  /** Visible label, tied to the control with `for`/`id`. */
  label: ReactNode;
  /** Error text: shown in red, sets `aria-invalid` and is announced via `aria-describedby`. */
  error?: ReactNode;
  /** Help or counter text under the control (e.g. "12/50"), also in `aria-describedby`. */
  hint?: ReactNode;
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  /** Class on the wrapper. */
  className?: string;
}

/** Props of {@link TextField}. */
export type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

/** Props of {@link TextArea}. */
export type TextAreaProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

function FieldFrame({
  id,
  label,
  error,
  hint,
  hideLabel,
  className,
  errorId,
  hintId,
  children,
}: FieldProps & { id: string; errorId: string; hintId: string; children: ReactNode }) {
  return (
    <div className={clsx('ui-field', error ? 'ui-field--invalid' : null, className)}>
      <label htmlFor={id} className={clsx('ui-field__label', hideLabel && 'ui-visually-hidden')}>
        {label}
      </label>
      {children}
      {error || hint ? (
        <div className="ui-field__messages">
          {error ? (
            <p id={errorId} className="ui-field__error" role="alert">
              {error}
            </p>
          ) : (
            <span />
          )}
          {hint ? (
            <p id={hintId} className="ui-field__hint">
              {hint}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The ids and ARIA wiring shared by {@link TextField} and {@link TextArea}:
 * the control's id (`id` or a generated one), the error and hint ids, and
 * the control's `aria-invalid` / `aria-describedby` (the caller's own
 * description first, then the error, then the hint).
 */
function useFieldWiring(id: string | undefined, error: ReactNode, hint: ReactNode, ownDescription: string | undefined) {
  const autoId = useId();
  const fieldId = id ?? `field-${autoId}`;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  return {
    frame: { id: fieldId, errorId, hintId },
    control: {
      id: fieldId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(ownDescription, Boolean(error) && errorId, Boolean(hint) && hintId),
    },
  };
}

/**
 * A labelled text input with hint and error wiring (`aria-invalid`,
 * `aria-describedby`). Forwards every input prop and the ref.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, hideLabel, className, id, type = 'text', ...input },
  ref,
) {
  const wiring = useFieldWiring(id, error, hint, input['aria-describedby']);
  return (
    <FieldFrame {...wiring.frame} {...{ label, error, hint, hideLabel, className }}>
      <input ref={ref} type={type} className="ui-field__control" {...wiring.control} {...input} />
    </FieldFrame>
  );
});

/** A labelled multi-line text field with the same wiring as {@link TextField}. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, hideLabel, className, id, rows = 4, ...input },
  ref,
) {
  const wiring = useFieldWiring(id, error, hint, input['aria-describedby']);
  return (
    <FieldFrame {...wiring.frame} {...{ label, error, hint, hideLabel, className }}>
      <textarea ref={ref} rows={rows} className="ui-field__control ui-field__control--multiline" {...wiring.control} {...input} />
    </FieldFrame>
  );
});
