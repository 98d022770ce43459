import { useState } from 'react';
import { useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useGetEduGalleryQuery } from '@aigc/store/edu';
import { Button } from '@aigc/ui';
import { WorkGrid } from './WorkGrid';

const GALLERY_PAGE_SIZE = 24;

/**
 * A class gallery (`/class/:classId/gallery`, docs/edu.md): the class's
 * works, newest first, each with its author; 'Show more' loads the next
 * page. Only the class's teacher and its students may see it (the server
 * answers 404 to anyone else).
 */
export function ClassGalleryPage() {
  const { t } = useLingui();
  const { classId = '' } = useParams();
  const [pageSize, setPageSize] = useState(GALLERY_PAGE_SIZE);
  const { data, isLoading } = useGetEduGalleryQuery({ classId, page: 1, pageSize });
  const items = (data?.dataList ?? []).map(({ record, author }) => ({ record, caption: author.nickName }));
  return (
    <div className="cr-page">
      <h1 className="cr-heading">
        <Trans>Class gallery</Trans>
      </h1>
      <WorkGrid items={items} loading={isLoading} label={t`Class works`} empty={t`No works in this class yet`} />
      {data?.hasMore ? (
        <Button variant="secondary" size="lg" onClick={() => setPageSize((n) => Math.min(n + GALLERY_PAGE_SIZE, 60))}>
          <Trans>Show more</Trans>
        </Button>
      ) : null}
    </div>
  );
}
