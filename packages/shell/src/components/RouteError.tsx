import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The error screen for a route that failed to load or render (a lost chunk
 * after a deploy, a thrown render error): docs/product.md §8's 'Component or
 * image failed to load', a hint, reload and home actions. Rendered by the router in place of the root layout.
 */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <section className="app-page app-notfound" role="alert">
      <p className="app-notfound__code" aria-hidden="true">
        {status ?? '!'}
      </p>
      <h1 className="app-page__title">
        <Trans>Component or image failed to load</Trans>
      </h1>
      <p className="app-page__lead">
        <Trans>Check your connection and try again.</Trans>
      </p>
      <div className="app-notfound__actions">
        <button type="button" className="app-link-button app-link-button--primary" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </button>
        <Link className="app-link-button" to="/" reloadDocument>
          <Trans>Go to the community</Trans>
        </Link>
      </div>
    </section>
  );
}

/**
 * What shows while the first route's code loads (the router's
 * `HydrateFallback`): a quiet top progress bar, no layout to jump.
 */
export function BootFallback() {
  const { t } = useLingui();
  return <div className="app-boot" role="progressbar" aria-busy="true" aria-label={t`Loading`} />;
}
