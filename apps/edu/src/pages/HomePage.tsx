import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { selectIsLogin, selectUser, useAppSelector } from '@aigc/store';
import { ToolCards } from './GeneratorMenuPage';

const RecentWorks = lazy(() => import('./RecentWorks').then((m) => ({ default: m.RecentWorks })));

/**
 * The education home (`/`, docs/edu.md): what the class can make (the tool
 * cards), and for a signed-in teacher or student their recent works.
 */
export function HomePage() {
  const { t } = useLingui();
  const isLogin = useAppSelector(selectIsLogin);
  const user = useAppSelector(selectUser);
  const name = user?.nickName ?? '';
  return (
    <div className="edu-page">
      <section className="edu-hero" aria-labelledby="edu-hero-title">
        <h1 id="edu-hero-title" className="edu-heading">
          {isLogin && user ? <Trans>Hello, {name}!</Trans> : <Trans>What our class can make</Trans>}
        </h1>
        <p className="edu-lead">
          <Trans>Design spaceships, dream jobs and little 3D figures with AI — safely, together with your class.</Trans>
        </p>
        <p>
          <Link to="/docs" className="edu-link">
            <Trans>How it works</Trans>
          </Link>
        </p>
      </section>
      <ToolCards />
      {isLogin ? (
        <section aria-labelledby="edu-recent-title">
          <h2 id="edu-recent-title" className="edu-subheading">
            <Trans>Your recent works</Trans>
          </h2>
          <Suspense fallback={<p className="edu-muted">{t`Loading…`}</p>}>
            <RecentWorks />
          </Suspense>
        </section>
      ) : null}
    </div>
  );
}
