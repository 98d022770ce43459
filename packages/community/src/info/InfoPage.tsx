import type { ReactNode } from 'react';
import './info.css';

/** The frame of the editorial pages ('Other' menu, docs/product.md §2): a title, a lead paragraph, sections. */
export function InfoPage({ title, lead, children }: { title: ReactNode; lead: ReactNode; children: ReactNode }) {
  return (
    <article className="cm-page cm-info">
      <header className="cm-info__hero">
        <h1 className="cm-info__title">{title}</h1>
        <p className="cm-info__lead">{lead}</p>
      </header>
      {children}
    </article>
  );
}

/** One titled section of an {@link InfoPage}. */
export function InfoSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="cm-info__section" aria-labelledby={id}>
      <h2 id={id} className="cm-info__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}
