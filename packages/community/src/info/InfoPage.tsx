import type { ReactNode } from 'react';
import { Link } from 'react-router';
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

/** The call to action that ends an {@link InfoPage}: a prominent link on its own line. */
export function InfoCta({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link to={to} className="cm-info__cta">
        {children}
      </Link>
    </p>
  );
}
