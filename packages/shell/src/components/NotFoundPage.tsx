import { Link, useLocation } from 'react-router';
import { Trans } from '@lingui/react/macro';

/** The 404 page for any path outside the route table (docs/product.md §2). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="app-page app-notfound" aria-labelledby="notfound-title">
      <p className="app-notfound__code" aria-hidden="true">
        404
      </p>
      <h1 id="notfound-title" className="app-page__title">
        <Trans>This page does not exist</Trans>
      </h1>
      <p className="app-page__lead">
        <Trans>
          Nothing lives at <code>{pathname}</code>. It may have been moved or deleted.
        </Trans>
      </p>
      <div className="app-notfound__actions">
        <Link className="app-link-button app-link-button--primary" to="/">
          <Trans>Back to the community</Trans>
        </Link>
        <Link className="app-link-button" to="/generator">
          <Trans>Create something</Trans>
        </Link>
      </div>
    </section>
  );
}
