import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { editionRules } from '@aigc/domain';
import type { Edition } from '@aigc/domain';
import { InfoIcon, Popover, Skeleton } from '@aigc/ui';
import type { ShellLinks } from '../links';

// The QR encoder loads the first time the popup opens, not with the entry.
const QrCode = lazy(() => import('@aigc/ui/qr-code').then((m) => ({ default: m.QrCode })));

const CODE_PX = 88;

function ScanCode({ value, label }: { value: string; label: string }) {
  return (
    <figure className="site-info__code">
      <Suspense fallback={<Skeleton style={{ width: CODE_PX, height: CODE_PX }} />}>
        <QrCode value={value} size={CODE_PX} label={label} />
      </Suspense>
      <figcaption>{label}</figcaption>
    </figure>
  );
}

/**
 * The 'more info' popup (docs/product.md §2): the user agreement and the
 * privacy policy (`/docs/…`), the scan codes that fit the edition — group
 * chat and the lifestyle social app everywhere, the WeChat official account
 * and the mini-program only where `editionRules(edition).region` is `CN` —
 * and the company registration text.
 * The trigger is a quiet ⓘ button (with its label in the mobile menu).
 */
export function MoreInfo({
  links,
  edition,
  withLabel = false,
}: {
  links: Pick<ShellLinks, 'social' | 'miniProgramUrl' | 'companyRegistration'>;
  /** The edition: China-only codes (WeChat) show only in the `CN` region. */
  edition: Edition;
  /** Show 'More info' beside the icon (the mobile menu's row); default icon only. */
  withLabel?: boolean;
}) {
  const { t } = useLingui();
  const china = editionRules(edition).region === 'CN';
  return (
    <Popover
      label={t`More info`}
      align="end"
      className="site-info"
      trigger={
        withLabel ? (
          <button type="button" className="site-nav__link site-info__row">
            <InfoIcon aria-hidden="true" className="site-info__row-icon" />
            <Trans>More info</Trans>
          </button>
        ) : (
          <button type="button" className="site-icon-button" aria-label={t`More info`}>
            <InfoIcon aria-hidden="true" />
          </button>
        )
      }
    >
      <nav className="site-info__links" aria-label={t`Legal`}>
        <Link to="/docs/user-agreement">
          <Trans>User agreement</Trans>
        </Link>
        <Link to="/docs/privacy-policy">
          <Trans>Privacy policy</Trans>
        </Link>
      </nav>
      <p className="site-info__title">
        <Trans>Scan to follow us</Trans>
      </p>
      <div className="site-info__codes">
        <ScanCode value={links.social.groupChat} label={t`Group chat`} />
        <ScanCode value={links.social.lifestyleApp} label={t`Lifestyle app`} />
        {china ? (
          <>
            <ScanCode value={links.social.officialAccount} label={t`Official account`} />
            <ScanCode value={links.miniProgramUrl} label={t`Mini-program`} />
          </>
        ) : null}
      </div>
      <p className="site-info__registration">{links.companyRegistration}</p>
    </Popover>
  );
}
