import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ImageToImageTool, InpaintingTool, TextToImageTool } from '@aigc/generator';
import {
  loginDialogOpened,
  selectIsLogin,
  useAppDispatch,
  useAppSelector,
  useGetTopicDetailQuery,
} from '@aigc/store';
import { Button, EmptyState, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from '@aigc/ui';
import { ChallengeLabels, ChallengeTime } from '../ChallengeLabels';
import { usePublishToChallenge } from '../usePublishToChallenge';
import '../../styles/community.css';
import '../challenge.css';

/** Tabs of the challenge design page (docs/product.md §2 Challenge design). */
export type DesignTab = 'generate' | 'inpainting' | 'reference';
const TABS: readonly DesignTab[] = ['generate', 'inpainting', 'reference'];

/**
 * `/challenge/design/:challengeId` (docs/product.md §2 Challenge design): the creation
 * tools of `@aigc/generator` bound to one challenge — tabs image generation
 * (text → image), inpainting and image reference (image → image). Each tool
 * brings its own form, task queue and results, and sends the challenge's
 * `topicId` with every task. The post action opens the publish dialog fixed
 * to this challenge, starting from the user's history (where the results
 * land). Outside the challenge's time the tools are replaced by a notice.
 * Visitors see a sign-in prompt instead of the tools (every tool call needs
 * a login, docs/product.md §6). The tab lives in the URL (`?tab=inpainting`).
 */
export function ChallengeDesignPage() {
  const { t } = useLingui();
  const { challengeId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab') as DesignTab | null;
  const tab: DesignTab = raw && TABS.includes(raw) ? raw : 'generate';
  const { data: topic, isLoading, isError } = useGetTopicDetailQuery(challengeId, { skip: !challengeId });
  const publish = usePublishToChallenge(topic);
  const isLogin = useAppSelector(selectIsLogin);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const backHref = `/challenge/${encodeURIComponent(challengeId)}`;

  if (isError && !topic) {
    return (
      <div className="cm-page">
        <EmptyState
          title={t`This challenge does not exist`}
          action={
            <Link to="/all-activities" className="cm-link-button">
              <Trans>All activities</Trans>
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className="cm-page cm-design">
      <header className="cm-design__head">
        <Link to={backHref} className="cm-design__back">
          <span aria-hidden="true">← </span>
          <Trans>Back to the challenge</Trans>
        </Link>
        {topic ? (
          <div className="cm-design__title-row">
            <div>
              <ChallengeLabels topic={topic} />
              <h1 className="cm-design__title">
                <Trans>Design for “{topic.title}”</Trans>
              </h1>
              <p className="cm-muted cm-small">
                <ChallengeTime topic={topic} />
              </p>
            </div>
            {topic.canPost ? (
              <Button onClick={publish.open}>
                <Trans>Post to the challenge</Trans>
              </Button>
            ) : null}
          </div>
        ) : isLoading ? (
          <Skeleton className="cm-detail__skeleton-line" />
        ) : null}
      </header>

      {topic && !topic.canPost ? (
        <EmptyState
          title={topic.status === 'upcoming' ? t`This challenge has not started yet` : t`This challenge has ended`}
          description={t`Designs for it can be made only while it is ongoing.`}
          action={
            <Link to={backHref} className="cm-link-button">
              <Trans>Back to the challenge</Trans>
            </Link>
          }
        />
      ) : topic && !isLogin ? (
        <EmptyState
          title={t`Sign in to design for this challenge`}
          description={t`Your generations are saved in your creation history, ready to post to the challenge.`}
          action={
            <Button onClick={() => dispatch(loginDialogOpened({ redirect: location.pathname + location.search }))}>
              <Trans>Sign in</Trans>
            </Button>
          }
        />
      ) : topic ? (
        <Tabs
          value={tab}
          onValueChange={(value) => {
            const next = new URLSearchParams(params);
            if (value === 'generate') next.delete('tab');
            else next.set('tab', value);
            setParams(next, { replace: true });
          }}
        >
          <TabsList aria-label={t`Design tools`}>
            <TabsTrigger value="generate">
              <Trans>Image generation</Trans>
            </TabsTrigger>
            <TabsTrigger value="inpainting">
              <Trans>Inpainting</Trans>
            </TabsTrigger>
            <TabsTrigger value="reference">
              <Trans>Image reference</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="generate">{tab === 'generate' ? <TextToImageTool topicId={topic.uniqueTopicId} /> : null}</TabsContent>
          <TabsContent value="inpainting">{tab === 'inpainting' ? <InpaintingTool topicId={topic.uniqueTopicId} /> : null}</TabsContent>
          <TabsContent value="reference">
            {tab === 'reference' ? <ImageToImageTool topicId={topic.uniqueTopicId} mode="image" /> : null}
          </TabsContent>
        </Tabs>
      ) : null}
      {publish.dialog}
    </div>
  );
}
