import type { ComponentProps } from 'react';
import { Link, useParams } from 'react-router';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Trans, useLingui } from '@lingui/react/macro';
import { NotFoundPage } from '@aigc/shell/on-demand';
import { DOC_GROUPS, findDoc } from '../docs/catalog';
import type { DocGroupId } from '../docs/catalog';
import '../styles/legal.css';

/** A link inside a document: site paths stay in the app, others open in a new tab. */
function DocLink({ href = '', children }: ComponentProps<'a'>) {
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * Renders one document's Markdown. Raw HTML in the source is dropped
 * (`skipHtml`), unsafe URLs are removed by react-markdown's default URL
 * filter, and nothing is styled inline (the page's CSP forbids it).
 */
export function DocBody({ markdown }: { markdown: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} skipHtml components={{ a: DocLink }}>
      {markdown}
    </Markdown>
  );
}

function GroupTitle({ id }: { id: DocGroupId }) {
  switch (id) {
    case 'rules':
      return <Trans>Agreements and rules</Trans>;
    case 'tools':
      return <Trans>Help for the creation tools</Trans>;
    case 'help':
      return <Trans>Questions</Trans>;
  }
}

/** `/docs`: the table of contents, grouped, in the reader's language. */
function DocsIndex() {
  const { i18n } = useLingui();
  return (
    <article className="app-page app-legal" aria-labelledby="docs-title">
      <h1 id="docs-title" className="app-page__title">
        <Trans>Documents</Trans>
      </h1>
      {DOC_GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={`docs-${group.id}`}>
          <h2 id={`docs-${group.id}`}>
            <GroupTitle id={group.id} />
          </h2>
          <ul className="app-legal__toc">
            {group.names.map((name) => (
              <li key={name}>
                <Link to={`/docs/${name}`}>{findDoc(name, i18n.locale)?.title ?? name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}

/** One document, with a way back to the table of contents. */
function DocArticle({ name }: { name: string }) {
  const { i18n } = useLingui();
  const doc = findDoc(name, i18n.locale);
  if (!doc) return <NotFoundPage />;
  return (
    <article className="app-page app-legal" aria-labelledby="doc-title">
      <nav className="app-legal__back">
        <Link to="/docs">
          <Trans>All documents</Trans>
        </Link>
      </nav>
      <h1 id="doc-title" className="app-page__title">
        {doc.title}
      </h1>
      <DocBody markdown={doc.body} />
    </article>
  );
}

/**
 * `/docs/:name?` (docs/product.md §2): without a name the table of contents,
 * with a known name that document, with an unknown name the site's 404.
 */
export function DocsPage() {
  const { name } = useParams();
  return name ? <DocArticle name={name} /> : <DocsIndex />;
}
