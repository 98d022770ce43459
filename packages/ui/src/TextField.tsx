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
 * A labelled text input with hint and error wiring (`aria-invalid`,
 * `aria-describedby`). Forwards every input prop and the ref.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, hideLabel, className, id, type = 'text', ...input },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? `field-${autoId}`;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  return (
    <FieldFrame {...{ id: fieldId, label, error, hint, hideLabel, className, errorId, hintId }}>
      <input
        ref={ref}
        id={fieldId}
        type={type}
        className="ui-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(input['aria-describedby'], Boolean(error) && errorId, Boolean(hint) && hintId)}
        {...input}
      />
    </FieldFrame>
  );
});

/** A labelled multi-line text field with the same wiring as {@link TextField}. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, hideLabel, className, id, rows = 4, ...input },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? `field-${autoId}`;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  return (
    <FieldFrame {...{ id: fieldId, label, error, hint, hideLabel, className, errorId, hintId }}>
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        className="ui-field__control ui-field__control--multiline"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(input['aria-describedby'], Boolean(error) && errorId, Boolean(hint) && hintId)}
        {...input}
      />
    </FieldFrame>
  );
});
