import { clsx } from 'clsx';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { CheckIcon } from './icons';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Visible label; may contain links (e.g. "I agree to the Terms and the Privacy policy", docs/product.md §5). */
  label: ReactNode;
  /** Hide the label visually; it stays the accessible name. */
  hideLabel?: boolean;
  disabled?: boolean;
  /** Error text under the box, announced and tied with `aria-describedby`. */
  error?: ReactNode;
  name?: string;
  id?: string;
  className?: string;
}

/** A native checkbox (keyboard and form friendly) with a custom box and a label. */
export function Checkbox({
  checked,
  onCheckedChange,
  label,
  hideLabel = false,
  disabled,
  error,
  name,
  id,
  className,
}: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `checkbox-${autoId}`;
  const errorId = `${inputId}-error`;
  return (
    <div className={clsx('ui-checkbox', disabled && 'ui-checkbox--disabled', error ? 'ui-checkbox--invalid' : null, className)}>
      <span className="ui-checkbox__control">
        <input
          id={inputId}
          type="checkbox"
          name={name}
          className="ui-checkbox__input"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span className="ui-checkbox__box" aria-hidden="true">
          <CheckIcon width={14} height={14} strokeWidth={3} />
        </span>
      </span>
      <label htmlFor={inputId} className={clsx('ui-checkbox__label', hideLabel && 'ui-visually-hidden')}>
        {label}
      </label>
      {error ? (
        <p id={errorId} className="ui-checkbox__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
