import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** The education edition's help pages, by `:name` (the first is the default). */
const DOCS: readonly { name: string; title: ReactNode; body: ReactNode }[] = [
  {
    name: 'start',
    title: <Trans>Getting started</Trans>,
    body: (
      <>
        <p>
          <Trans>Sign in with the username and password your teacher gave you. Then pick a tool on the Create page.</Trans>
        </p>
        <p>
          <Trans>Forgot your password? Ask your teacher: they can give you a temporary one that works for an hour.</Trans>
        </p>
      </>
    ),
  },
  {
    name: 'safety',
    title: <Trans>A safe space</Trans>,
    body: (
      <>
        <p>
          <Trans>Your works stay inside your class: only you, your classmates and your teacher can see them.</Trans>
        </p>
        <p>
          <Trans>There is no shop, no payments and no posting to the public community here.</Trans>
        </p>
        <p>
          <Trans>Ideas that are not right for the classroom are stopped before anything is made, and your teacher can see them.</Trans>
        </p>
      </>
    ),
  },
  {
    name: 'teachers',
    title: <Trans>For teachers</Trans>,
    body: (
      <>
        <p>
          <Trans>Create a class on 'My classes', then add students one by one or paste a list (one name per line, optionally followed by a comma and a username).</Trans>
        </p>
        <p>
          <Trans>Each new student's password is shown once. If a student forgets it, open 'Manage student passwords' beside their name to make a temporary password valid for 60 minutes.</Trans>
        </p>
      </>
    ),
  },
];

/** `/docs/:name?`: the education edition's short help pages, with links between them. */
export function DocsPage() {
  const { t } = useLingui();
  const { name } = useParams();
  const doc = DOCS.find((d) => d.name === name) ?? DOCS[0]!;
  return (
    <div className="edu-page edu-docs">
      <nav className="edu-docs__nav" aria-label={t`Help pages`}>
        {DOCS.map((d) => (
          <Link key={d.name} to={`/docs/${d.name}`} className="edu-link" aria-current={d === doc ? 'page' : undefined}>
            {d.title}
          </Link>
        ))}
      </nav>
      <article>
        <h1 className="edu-heading">{doc.title}</h1>
        {doc.body}
      </article>
    </div>
  );
}
