import { lazy, Suspense, useState } from 'react';
import { usePublishingAllowed } from './GeneratorPublishing';
import type { ReactNode } from 'react';
import type { GenerationRecord } from '@aigc/api-client';
import type { PublishDialogProps } from '@aigc/publish-dialog';
import { selectIsLogin, useAppSelector, useGetModelsQuery } from '@aigc/store';
import type { useToolJobs } from '../hooks/useToolJobs';
import { useToolFlags } from '../hooks/useToolFlags';
import { GenerationHistory } from './GenerationHistory';
import { TaskQueuePanel } from './TaskQueuePanel';

/** The publish dialog (docs/product.md §2), loaded on first use; its images are the record's. */
const PublishDialog = lazy(() =>
  import('@aigc/publish-dialog').then((m) => ({
    default: ({ preselectedRecord, ...props }: Omit<PublishDialogProps, 'preselected'> & { preselectedRecord: GenerationRecord }) => (
      <m.PublishDialog {...props} preselected={m.selectedFromRecord(preselectedRecord)} />
    ),
  })),
);

/** Props every generator tool takes. */
export interface GeneratorToolProps {
  /** Generate for this challenge (history pickers are limited to it too). */
  topicId?: string;
  /** Where Publish on a result goes (e.g. the challenge's publish dialog); default: the generator's own. */
  onPublish?: (record: GenerationRecord) => void;
}

export interface ToolWorkspaceProps {
  /** The tool's form (left column). */
  form: ReactNode;
  /** The screen's task list from {@link useToolJobs}. */
  jobs: ReturnType<typeof useToolJobs>;
  /** Show the history under the tasks (default true). */
  showHistory?: boolean;
  /** Called with a record the user wants to publish; default: the publish dialog of @aigc/publish-dialog. */
  onPublish?: (record: GenerationRecord) => void;
  /** Shown at the top of the right column, above the tasks (e.g. the inpainting editor). */
  stage?: ReactNode;
}

/**
 * The working area of a generator tool (docs/product.md §2 'Challenge design': a task
 * queue, a results area and a post action): the form on the left; on the
 * right the task queue panel and the history (results grid with download,
 * delete and publish). Publishing opens the publish dialog (its images
 * preselected, docs/product.md §2) unless `onPublish`
 * takes the record elsewhere (e.g. the publish dialog of a challenge).
 * Under `<GeneratorPublishing allowed={false}>` no Publish button is offered.
 * A visitor (the education site shows its tools to visitors) has no
 * history: it is left out, and nothing is asked for it.
 */
export function ToolWorkspace({ form, jobs, showHistory = true, onPublish, stage }: ToolWorkspaceProps) {
  const isLogin = useAppSelector(selectIsLogin);
  const flags = useToolFlags();
  const { data: modelPage } = useGetModelsQuery();
  const [publishing, setPublishing] = useState<GenerationRecord | null>(null);
  const publish = usePublishingAllowed() ? (onPublish ?? setPublishing) : undefined;

  return (
    <>
      <div className="gen-layout">
        <div className="gen-panel gen-form">{form}</div>
        <div className="gen-main">
          {stage}
          <TaskQueuePanel
            jobs={jobs.jobs}
            onFinished={jobs.finished}
            onFirstResult={jobs.firstResult}
            onDismiss={jobs.dismissed}
            onPublish={publish}
            followUps={flags.followUps}
          />
          {showHistory && isLogin ? (
            <GenerationHistory models={modelPage?.dataList ?? []} onPublish={publish} followUps={flags.followUps} />
          ) : null}
        </div>
      </div>
      {publishing ? (
        <Suspense fallback={null}>
          <PublishDialog
            key={publishing.id}
            open
            onOpenChange={(open) => {
              if (!open) setPublishing(null);
            }}
            scene="generator"
            preselectedRecord={publishing}
          />
        </Suspense>
      ) : null}
    </>
  );
}
