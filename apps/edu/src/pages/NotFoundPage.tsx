import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';

/** Any path the education edition does not have. */
export function NotFoundPage() {
  return (
    <div className="edu-page">
      <h1 className="edu-heading">
        <Trans>This page does not exist</Trans>
      </h1>
      <p>
        <Link to="/" className="edu-link">
          <Trans>Back to the home page</Trans>
        </Link>
      </p>
    </div>
  );
}
