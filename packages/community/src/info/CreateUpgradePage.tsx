import { Trans } from '@lingui/react/macro';
import { InfoCta, InfoPage, InfoSection } from './InfoPage';

/**
 * The upgraded creation mode, `/createUpgrade` (docs/product.md §2 'Other' menu, §1
 * creator tiers): what creators with rights and verified creators get, and
 * the way in (author onboarding).
 */
export function CreateUpgradePage() {
  return (
    <InfoPage
      title={<Trans>Upgrade your creation mode</Trans>}
      lead={<Trans>Creators who post regularly can unlock faster tools and new ways to sell their work.</Trans>}
    >
      <div className="cm-info__tiers">
        <InfoSection id="cm-upgrade-rights" title={<Trans>Creators with rights</Trans>}>
          <ul className="cm-info__list">
            <li>
              <Trans>Priority in the generation queue.</Trans>
            </li>
            <li>
              <Trans>Faster generation.</Trans>
            </li>
            <li>
              <Trans>Upload your own images to post.</Trans>
            </li>
          </ul>
        </InfoSection>
        <InfoSection id="cm-upgrade-verified" title={<Trans>Verified creators</Trans>}>
          <ul className="cm-info__list">
            <li>
              <Trans>Targeted sales channels.</Trans>
            </li>
            <li>
              <Trans>Higher royalty rates.</Trans>
            </li>
            <li>
              <Trans>Direct product launch.</Trans>
            </li>
            <li>
              <Trans>Priority official support.</Trans>
            </li>
          </ul>
        </InfoSection>
      </div>
      <InfoCta to="/author/onboarding">
        <Trans>Become a creator</Trans>
      </InfoCta>
    </InfoPage>
  );
}
