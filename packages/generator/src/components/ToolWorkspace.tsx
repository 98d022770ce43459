import { useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { GenerationRecord } from '@aigc/api-client';
import { useGetModelsQuery, useGetTopicsQuery } from '@aigc/store';
import { Dialog } from '@aigc/ui';
import type { useToolJobs } from '../hooks/useToolJobs';
import { useToolFlags } from '../hooks/useToolFlags';
import { GenerationHistory } from './GenerationHistory';
import { PublishForm } from './PublishForm';
import { TaskQueuePanel } from './TaskQueuePanel';

export interface ToolWorkspaceProps {
  /** The tool's form (left column). */
  form: ReactNode;
  /** The screen's task list from {@link useToolJobs}. */
  jobs: ReturnType<typeof useToolJobs>;
  /** Show the history under the tasks (default true). */
  showHistory?: boolean;
  /** Called with a record the user wants to publish; default: the built-in publish form. */
  onPublish?: (record: GenerationRecord) => void;
}

/**
 * The working area of a generator tool (spec §2 'Challenge design': a task
 * queue, a results area and a post action): the form on the left; on the
 * right the task queue panel and the history (results grid with download,
 * delete and publish). Publishing opens the publish form unless `onPublish`
 * takes the record elsewhere (e.g. the publish dialog of a challenge).
 */
export function ToolWorkspace({ form, jobs, showHistory = true, onPublish }: ToolWorkspaceProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const flags = useToolFlags();
  const { data: modelPage } = useGetModelsQuery();
  const { data: topicPage } = useGetTopicsQuery();
  const [publishing, setPublishing] = useState<GenerationRecord | null>(null);
  const publish = onPublish ?? setPublishing;

  return (
    <>
      <div className="gen-layout">
        <div className="gen-panel gen-form">{form}</div>
        <div className="gen-main">
          <TaskQueuePanel
            jobs={jobs.jobs}
            onFinished={jobs.finished}
            onFirstResult={jobs.firstResult}
            onDismiss={jobs.dismissed}
            onPublish={publish}
            followUps={flags.followUps}
          />
          {showHistory ? (
            <GenerationHistory models={modelPage?.dataList ?? []} onPublish={publish} followUps={flags.followUps} />
          ) : null}
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
            topics={topicPage?.dataList ?? []}
            onCancel={() => setPublishing(null)}
            onPublished={(createId) => {
              setPublishing(null);
              void navigate(`/content/${createId}`);
            }}
          />
        ) : null}
      </Dialog>
    </>
  );
}
