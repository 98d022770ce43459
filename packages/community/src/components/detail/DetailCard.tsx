import type { ReactNode } from 'react';

/** Props of {@link DetailCard}. */
export interface DetailCardProps {
  /** Id of the heading (the section's accessible name). */
  id: string;
  title: ReactNode;
  /** Beside the title, at the end: a button, a link or a badge. */
  action?: ReactNode;
  /** Extra class on the section, e.g. 'cm-purchase'. */
  className?: string;
  children?: ReactNode;
}

/** A card of the post page's side column (docs/product.md §2 'Content detail'): a titled section with an optional action in its head. */
export function DetailCard({ id, title, action, className, children }: DetailCardProps) {
  return (
    <section className={className ? `cm-card ${className}` : 'cm-card'} aria-labelledby={id}>
      <div className="cm-card__head">
        <h2 id={id} className="cm-card__title">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
