import { Trans, useLingui } from '@lingui/react/macro';
import { selectIsLogin, useAppSelector } from '@aigc/store';
import { useGetDailyRewardsQuery } from '@aigc/store/make-real';
import { Badge } from '@aigc/ui';
import { FactRow } from './MakeRealCards';

/**
 * 'Your rewards today' (docs/tickets.md): for a signed-in user, each daily
 * reward with '+N earned' once claimed, and when they refresh (the user's
 * midnight, in their locale's time format). Nothing when signed out or
 * while loading.
 */
export function DailyRewardsToday() {
  const { t, i18n } = useLingui();
  const isLogin = useAppSelector(selectIsLogin);
  const { data } = useGetDailyRewardsQuery(undefined, { skip: !isLogin });
  if (!isLogin || !data) return null;
  const names: Record<string, string> = {
    login: t`Daily login`,
    publish: t`Publish a post`,
    comment: t`Comment on a post`,
    generate: t`Create with AI`,
  };
  const refresh = new Intl.DateTimeFormat(i18n.locale || 'en-US', { hour: 'numeric', minute: '2-digit' }).format(
    new Date(data.nextRefreshAt),
  );
  return (
    <div className="mr-card" aria-labelledby="mr-today">
      <h3 id="mr-today" className="mr-card__title">
        <Trans>Your rewards today</Trans>
      </h3>
      <table className="mr-table">
        <tbody>
          {data.items.map((item) => (
            <FactRow key={item.kind} label={names[item.kind] ?? item.kind}>
              {item.claimed ? <Badge tone="success">{t`+${item.tickets} earned`}</Badge> : <span className="mr-muted">+{item.tickets}</span>}
            </FactRow>
          ))}
        </tbody>
      </table>
      <p className="mr-muted">
        <Trans>Rewards refresh at midnight your time ({refresh}).</Trans>
      </p>
    </div>
  );
}
