import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GenerationRecord, Model } from '@aigc/api-client';
import { HISTORY_PAGE_SIZE } from '@aigc/domain';
import { useGetGenerationHistoryQuery } from '@aigc/store';
import { useDeleteGenerationItemsMutation } from '@aigc/store/generate-tools';
import { Button, ConfirmDialog, EmptyState, Skeleton } from '@aigc/ui';
import { formatDateTime } from '../util/format';
import { ResultMedia } from './ResultMedia';
import type { FollowUpTool } from './ResultMedia';

interface HistoryPageProps {
  page: number;
  isLast: boolean;
  models: readonly Model[];
  onMore: () => void;
  onPublish?: (record: GenerationRecord) => void;
  onDelete: (record: GenerationRecord) => void;
  followUps: readonly FollowUpTool[];
}

function HistoryRecord({
  record,
  modelName,
  onPublish,
  onDelete,
  followUps,
}: {
  record: GenerationRecord;
  modelName: string | undefined;
  onPublish?: (record: GenerationRecord) => void;
  onDelete: (record: GenerationRecord) => void;
  followUps: readonly FollowUpTool[];
}) {
  const { i18n } = useLingui();
  return (
    <li className="gen-record">
      <div className="gen-record__head">
        <div>
          <p className="gen-record__prompt">{record.prompt}</p>
          <p className="gen-muted gen-small">
            <time dateTime={record.createTime}>{formatDateTime(record.createTime, i18n.locale)}</time>
            {modelName ? <> · {modelName}</> : null}
          </p>
        </div>
        <div className="gen-record__actions">
          <Button variant="ghost" size="sm" onClick={() => onDelete(record)}>
            <Trans>Delete</Trans>
          </Button>
          {onPublish ? (
            <Button variant="secondary" size="sm" onClick={() => onPublish(record)} disabled={record.images.length === 0}>
              <Trans>Publish</Trans>
            </Button>
          ) : null}
        </div>
      </div>
      <ResultMedia record={record} size="small" followUps={followUps} />
    </li>
  );
}

function HistoryPage({ page, isLast, models, onMore, onPublish, onDelete, followUps }: HistoryPageProps) {
  const { data, isLoading, isFetching } = useGetGenerationHistoryQuery({ page, pageSize: HISTORY_PAGE_SIZE });
  if (isLoading) {
    return (
      <li className="gen-record" aria-busy="true">
        <Skeleton className="gen-record__skeleton" />
      </li>
    );
  }
  if (!data) return null;
  return (
    <>
      {data.dataList.map((record) => (
        <HistoryRecord
          key={record.id}
          record={record}
          modelName={models.find((m) => m.modelId === record.modelId)?.name}
          onPublish={onPublish}
          onDelete={onDelete}
          followUps={followUps}
        />
      ))}
      {isLast && data.hasMore ? (
        <li className="gen-history__more">
          <Button variant="ghost" loading={isFetching} onClick={onMore}>
            <Trans>Show older</Trans>
          </Button>
        </li>
      ) : null}
    </>
  );
}

export interface GenerationHistoryProps {
  models: readonly Model[];
  /** Publish a record; unset = no Publish button (publishing is off, see `GeneratorPublishing`). */
  onPublish?: (record: GenerationRecord) => void;
  /** Follow-up tools linked from each image. */
  followUps?: readonly FollowUpTool[];
}

/**
 * The signed-in user's generation history (docs/product.md §2 'Generator', §7
 * `generate/user/list`), newest first, {@link HISTORY_PAGE_SIZE} per page
 * with a 'Show older' button; each record shows its prompt, time, model and
 * results ({@link ResultMedia}: downloads, follow-up tools), a Publish button
 * and Delete (after a confirmation; `generate/delete/item`).
 */
export function GenerationHistory({ models, onPublish, followUps = [] }: GenerationHistoryProps) {
  const { t } = useLingui();
  const [pages, setPages] = useState(1);
  const [deleting, setDeleting] = useState<GenerationRecord | null>(null);
  const [deleteItems, { isLoading: deletePending }] = useDeleteGenerationItemsMutation();
  const { data: first, isLoading } = useGetGenerationHistoryQuery({ page: 1, pageSize: HISTORY_PAGE_SIZE });

  return (
    <section className="gen-history" aria-labelledby="gen-history-title">
      <h2 id="gen-history-title" className="gen-section-title">
        <Trans>Your history</Trans>
      </h2>
      {!isLoading && first && first.dataList.length === 0 ? (
        <EmptyState
          title={t`Nothing generated yet`}
          description={t`Your generated images appear here, newest first.`}
        />
      ) : (
        <ul className="gen-history__list">
          {Array.from({ length: pages }, (_, i) => (
            <HistoryPage
              key={i + 1}
              page={i + 1}
              isLast={i + 1 === pages}
              models={models}
              onMore={() => setPages((n) => n + 1)}
              onPublish={onPublish}
              onDelete={setDeleting}
              followUps={followUps}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete this result?`}
        message={t`It is removed from your history. Posts already published stay.`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        danger
        loading={deletePending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          void deleteItems({ itemIds: [deleting.id] })
            .unwrap()
            .then(() => setDeleting(null))
            .catch(() => setDeleting(null));
        }}
      />
    </section>
  );
}
