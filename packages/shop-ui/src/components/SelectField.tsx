import { useId } from 'react';
import type { ReactNode, SelectHTMLAttributes } from 'react';

/** A labelled native `<select>` (the label names it alone, not its options). */
export function SelectField({ label, children, ...props }: { label: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="shop-select">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...props}>
        {children}
      </select>
    </div>
  );
}
