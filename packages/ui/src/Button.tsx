import { clsx } from 'clsx';
import { forwardRef } from 'react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * primary: the main neutral action; secondary: outlined; ghost: text only;
   * want: the ONE accent colour, reserved for the want/ticket action;
   * danger: destructive. Default primary.
   */
  variant?: 'primary' | 'secondary' | 'ghost' | 'want' | 'danger';
  /** Height on the 8 px grid: sm 32 px, md 40 px, lg 48 px. Default md. */
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner over the (still announced) label, sets `aria-busy` and disables the button. */
  loading?: boolean;
  /** Stretch to the container width. */
  block?: boolean;
}

/**
 * The product's button. `type` defaults to "button" (never an accidental
 * form submit). While `loading`, clicks are ignored and the label stays in
 * place (no width jump).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, block = false, className, children, disabled, type, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={clsx(
        'ui-button',
        `ui-button--${variant}`,
        `ui-button--${size}`,
        loading && 'ui-button--loading',
        block && 'ui-button--block',
        className,
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      <span className="ui-button__label">{children}</span>
      {loading ? (
        <span className="ui-button__spinner" aria-hidden="true">
          <span className="ui-spinner ui-spinner--sm">
            <span className="ui-spinner__ring" />
          </span>
        </span>
      ) : null}
    </button>
  );
});

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** Accessible name (becomes `aria-label` and the tooltip); required because the content is an icon. */
  label: string;
  /** The icon, hidden from assistive technology. */
  children: ReactNode;
  /** Default ghost. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'want' | 'danger';
  /** Square side: sm 32 px, md 40 px, lg 48 px. Default md. */
  size?: 'sm' | 'md' | 'lg';
}

/** A square button that shows only an icon and is named by `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, variant = 'ghost', size = 'md', className, children, type, title, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      aria-label={label}
      title={title ?? label}
      className={clsx('ui-button', 'ui-button--icon', `ui-button--${variant}`, `ui-button--${size}`, className)}
      {...rest}
    >
      <span aria-hidden="true" className="ui-button__icon">
        {children}
      </span>
    </button>
  );
});
