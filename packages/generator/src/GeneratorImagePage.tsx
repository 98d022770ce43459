import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GenerateJob, GenerationRecord } from '@aigc/api-client';
import { PROMPT_MAX, validatePrompt } from '@aigc/domain';
import {
  loginDialogOpened,
  useAppDispatch,
  useAppSelector,
  useGenerateMutation,
  useGetFeedInfiniteQuery,
  useGetModelsQuery,
  useGetPendingJobsQuery,
  useGetTopicsQuery,
} from '@aigc/store';
import { Badge, Button, Dialog, EmptyState, Image, TextArea } from '@aigc/ui';
import { JobCard } from './components/JobCard';
import { PublishForm } from './components/PublishForm';
import { GenerationHistory } from './components/GenerationHistory';
import { charCount } from './util/selection';
import './styles/generator.css';

interface ActiveJob {
  jobId: string;
  prompt: string;
  /** Order of submission; a newer job's first result clears older errors (spec §8). */
  seq: number;
  failed: boolean;
}

/** Number of community works shown above the visitor's sign-in prompt. */
const SHOWCASE_COUNT = 6;

function SignInPrompt() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { data } = useGetFeedInfiniteQuery({ sort: 'hot' });
  const showcase = (data?.pages[0]?.dataList ?? []).slice(0, SHOWCASE_COUNT);
  return (
    <div className="gen-page gen-page--visitor">
      {showcase.length > 0 ? (
        <div className="gen-showcase" aria-hidden="true">
          {showcase.map((post) => (
            <div
              key={post.contentId}
              className="gen-showcase__item"
              style={{ aspectRatio: `${post.posterImage.width} / ${post.posterImage.height}` }}
            >
              <Image
                src={post.posterImage.imageResize200Url || post.posterImage.imageResize512Url}
                alt=""
                width={post.posterImage.width}
                height={post.posterImage.height}
              />
            </div>
          ))}
        </div>
      ) : null}
      <EmptyState
        title={<Trans>Sign in to generate images</Trans>}
        description={
          <Trans>
            Describe a design in words and the generator draws it. New accounts get 5 want-tickets.
          </Trans>
        }
        action={
          <Button
            variant="primary"
            onClick={() => dispatch(loginDialogOpened({ redirect: location.pathname + location.search }))}
          >
            <Trans>Sign in or sign up</Trans>
          </Button>
        }
      />
    </div>
  );
}

function GeneratorWorkspace() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const ids = useId();
  const { data: modelPage } = useGetModelsQuery();
  const models = useMemo(
    () => (modelPage?.dataList ?? []).filter((m) => m.capabilities.includes('text2image')),
    [modelPage],
  );
  const { data: topicPage } = useGetTopicsQuery();
  const topics = topicPage?.dataList ?? [];
  const { data: pending } = useGetPendingJobsQuery();
  const [generate, { isLoading: submitting }] = useGenerateMutation();

  const [modelId, setModelId] = useState('');
  const [prompt, setPrompt] = useState('');
  const [topicId, setTopicId] = useState('');
  const [promptError, setPromptError] = useState<string | null>(null);
  const [jobs, setJobs] = useState<ActiveJob[]>([]);
  const [publishing, setPublishing] = useState<GenerationRecord | null>(null);

  const selectedModel = models.find((m) => m.modelId === modelId) ?? models[0];

  // Resume the jobs still queued or running after a reload (spec §4, §7 get_pending_jobs).
  useEffect(() => {
    if (!pending || pending.length === 0) return;
    setJobs((current) => {
      const known = new Set(current.map((j) => j.jobId));
      const resumed = pending
        .filter((job) => !known.has(job.jobId))
        .map((job, i) => ({ jobId: job.jobId, prompt: job.record?.prompt ?? '', seq: -pending.length + i, failed: false }));
      return resumed.length > 0 ? [...resumed, ...current] : current;
    });
  }, [pending]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const issue = validatePrompt(prompt);
    if (issue) {
      setPromptError(
        issue.code === 'prompt.required'
          ? t`Please enter a prompt`
          : t`The prompt must be at most ${PROMPT_MAX} characters long`,
      );
      return;
    }
    setPromptError(null);
    if (!selectedModel) return;
    try {
      const job = await generate({
        prompt: prompt.trim(),
        modelId: selectedModel.modelId,
        ...(topicId ? { topicId } : {}),
      }).unwrap();
      const added: ActiveJob = { jobId: job.jobId, prompt: prompt.trim(), seq: Date.now(), failed: false };
      // The pending-jobs refetch (the mutation invalidates it) may have listed this job already.
      setJobs((current) => [added, ...current.filter((j) => j.jobId !== job.jobId)]);
    } catch {
      // The base query toasts the server's message ('Too many tasks submitted', spec §8).
    }
  };

  // The store refreshes the history when a job finishes; a failed job keeps its error on screen.
  const onFinished = useCallback((job: GenerateJob) => {
    if (job.status === 'failed') {
      setJobs((current) => current.map((j) => (j.jobId === job.jobId ? { ...j, failed: true } : j)));
    }
  }, []);

  const clearOlderErrors = useCallback((seq: number) => {
    setJobs((current) => current.filter((j) => !(j.failed && j.seq < seq)));
  }, []);

  const count = charCount(prompt);

  return (
    <div className="gen-page">
      <header className="gen-page__header">
        <h1 className="gen-page__title">
          <Trans>Text to image</Trans>
        </h1>
        <p className="gen-muted">
          <Trans>Describe a design; publish the results you like and collect wants to make it real.</Trans>
        </p>
      </header>
      <div className="gen-layout">
        <form className="gen-panel gen-form" onSubmit={(e) => void submit(e)} noValidate>
          <div className="gen-field">
            <label htmlFor={`${ids}-model`} className="gen-label">
              <Trans>Model</Trans>
            </label>
            <select
              id={`${ids}-model`}
              className="gen-select"
              value={selectedModel?.modelId ?? ''}
              onChange={(e) => setModelId(e.target.value)}
              disabled={models.length === 0}
            >
              {models.map((model) => (
                <option key={model.modelId} value={model.modelId}>
                  {model.name}
                </option>
              ))}
            </select>
            {selectedModel ? (
              <p className="gen-hint">
                {selectedModel.offline ? (
                  <Badge>
                    <Trans>Offline engine</Trans>
                  </Badge>
                ) : null}{' '}
                {selectedModel.description}
              </p>
            ) : null}
          </div>

          <TextArea
            label={t`Prompt`}
            className="gen-prompt"
            rows={6}
            value={prompt}
            onChange={(e) => {
              setPrompt(e.target.value);
              if (promptError) setPromptError(null);
            }}
            placeholder={t`A silver pendant shaped like a sleeping fox, soft studio light`}
            hint={`${count}/${PROMPT_MAX}`}
            error={promptError ?? undefined}
          />

          <div className="gen-field">
            <label htmlFor={`${ids}-topic`} className="gen-label">
              <Trans>Challenge (optional)</Trans>
            </label>
            <select
              id={`${ids}-topic`}
              className="gen-select"
              value={topicId}
              onChange={(e) => setTopicId(e.target.value)}
            >
              <option value="">{t`No challenge`}</option>
              {topics.map((topic) => (
                <option key={topic.uniqueTopicId} value={topic.uniqueTopicId}>
                  {topic.title}
                </option>
              ))}
            </select>
          </div>

          <Button type="submit" variant="primary" size="lg" loading={submitting} disabled={!selectedModel}>
            <Trans>Generate</Trans>
          </Button>
        </form>

        <div className="gen-main">
          {jobs.length > 0 ? (
            <section className="gen-tasks" aria-labelledby={`${ids}-tasks`}>
              <h2 id={`${ids}-tasks`} className="gen-section-title">
                <Trans>Tasks</Trans>
              </h2>
              {jobs.map((job) => (
                <JobCard
                  key={job.jobId}
                  jobId={job.jobId}
                  prompt={job.prompt}
                  onFinished={onFinished}
                  onFirstResult={() => clearOlderErrors(job.seq)}
                  onPublish={setPublishing}
                  onDismiss={() => setJobs((current) => current.filter((j) => j.jobId !== job.jobId))}
                />
              ))}
            </section>
          ) : null}
          <GenerationHistory models={models} onPublish={setPublishing} />
        </div>
      </div>

      <Dialog
        open={publishing !== null}
        onOpenChange={(open) => {
          if (!open) setPublishing(null);
        }}
        title={t`Publish to the community`}
        description={t`Pick the images to post; the first one you pick is the cover.`}
        size="lg"
      >
        {publishing ? (
          <PublishForm
            key={publishing.id}
            record={publishing}
            topics={topics}
            onCancel={() => setPublishing(null)}
            onPublished={(createId) => {
              setPublishing(null);
              void navigate(`/content/${createId}`);
            }}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

/**
 * The text-to-image generator, `/generator/image` (spec §1 generation tools,
 * §2 'Generator', §4 'Generation task', §8).
 *
 * Signed in: a form with the model select (`useGetModelsQuery`, text→image
 * models; the offline engine is labelled as such), the prompt (validated by
 * the domain's `validatePrompt`, with a character counter) and an optional
 * challenge; Generate posts `useGenerateMutation` and adds a {@link JobCard}
 * that polls the result every second ('In queue · N ahead', 'Generating', the
 * images or the error). Jobs still pending after a reload are resumed from
 * `useGetPendingJobsQuery`. Below, the history (newest first); any record can
 * be published through {@link PublishForm}, which then opens the new post.
 * A visitor sees a sign-in prompt instead of the form.
 */
export function GeneratorImagePage() {
  const isLogin = useAppSelector((s) => s.session.isLogin);
  return isLogin ? <GeneratorWorkspace /> : <SignInPrompt />;
}
