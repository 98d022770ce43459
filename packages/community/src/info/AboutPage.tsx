import { lazy, Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useGetShowcaseQuery } from '@aigc/store/showcase';
import { Skeleton } from '@aigc/ui';
import { MakeRealPromo } from '../components/MakeRealPromo';
import { useShellLinks } from '@aigc/shell';
import { PostFeedCard } from '../components/PostFeedCard';
import { InfoPage, InfoSection } from './InfoPage';

const QrCode = lazy(() => import('@aigc/ui/qr-code').then((m) => ({ default: m.QrCode })));

/**
 * About us, `/about` (docs/product.md §2 'About us'): the platform in a paragraph, the
 * make-it-real process, the official showcase (the posts operators picked,
 * in their order, each linking to its page — `GET /api/showcase`; with none
 * picked the section is not shown at all) and a pointer to the community
 * chat (its scan code from the edition's links).
 */
export function AboutPage() {
  const { t } = useLingui();
  const links = useShellLinks();
  const { data, isLoading } = useGetShowcaseQuery();
  const showcase = data?.dataList ?? [];
  return (
    <InfoPage
      title={<Trans>About us</Trans>}
      lead={
        <Trans>
          We are a community where ideas become objects. Generate a design with AI, share it, and when enough people
          want it, we produce it — jewellery, accessories, toys and ID tags.
        </Trans>
      }
    >
      <MakeRealPromo />
      {isLoading || showcase.length > 0 ? (
        <InfoSection id="cm-about-showcase" title={<Trans>Official showcase</Trans>}>
          <div className="cm-info__showcase" aria-busy={isLoading || undefined}>
            {isLoading
              ? Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="cm-info__showcase-skeleton" />)
              : showcase.map((post) => <PostFeedCard key={post.contentId} post={post} />)}
          </div>
        </InfoSection>
      ) : null}
      {links ? (
        <InfoSection id="cm-about-chat" title={<Trans>Join the community chat</Trans>}>
          <div className="cm-info__chat">
            <Suspense fallback={<Skeleton style={{ width: 120, height: 120 }} />}>
              <QrCode value={links.social.groupChat} size={120} label={t`Scan to join the community chat`} />
            </Suspense>
            <p>
              <Trans>
                Meet other makers, get help with prompts, and hear first about new challenges. Scan the code to join.
              </Trans>
            </p>
          </div>
        </InfoSection>
      ) : null}
    </InfoPage>
  );
}
