import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GenerationRecord, Model } from '@aigc/api-client';
import { HISTORY_PAGE_SIZE } from '@aigc/domain';
import { useGetGenerationHistoryQuery } from '@aigc/store';
import { Button, EmptyState, Image, Skeleton } from '@aigc/ui';
import { formatDateTime } from '../util/format';

interface HistoryPageProps {
  page: number;
  isLast: boolean;
  models: readonly Model[];
  onMore: () => void;
  onPublish: (record: GenerationRecord) => void;
}

function HistoryRecord({
  record,
  modelName,
  onPublish,
}: {
  record: GenerationRecord;
  modelName: string | undefined;
  onPublish: (record: GenerationRecord) => void;
}) {
  const { t, i18n } = useLingui();
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
        <Button variant="secondary" size="sm" onClick={() => onPublish(record)} disabled={record.images.length === 0}>
          <Trans>Publish</Trans>
        </Button>
      </div>
      <div className="gen-images gen-images--small">
        {record.images.map((image, index) => (
          <a key={image.uniqueImageId} href={image.url} target="_blank" rel="noreferrer" className="gen-images__item">
            <Image
              src={image.imageResize200Url || image.imageResize512Url || image.url}
              alt={t`Image ${index + 1} for “${record.prompt}”`}
              width={image.width}
              height={image.height}
              lazy
            />
          </a>
        ))}
      </div>
    </li>
  );
}

function HistoryPage({ page, isLast, models, onMore, onPublish }: HistoryPageProps) {
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
  onPublish: (record: GenerationRecord) => void;
}

/**
 * The signed-in user's generation history (spec §2 'Generator', §7
 * `generate/user/list`), newest first, {@link HISTORY_PAGE_SIZE} per page
 * with a 'Show older' button; each record shows its prompt, time, model and
 * images (uncropped) and a Publish button.
 */
export function GenerationHistory({ models, onPublish }: GenerationHistoryProps) {
  const { t } = useLingui();
  const [pages, setPages] = useState(1);
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
            />
          ))}
        </ul>
      )}
    </section>
  );
}
