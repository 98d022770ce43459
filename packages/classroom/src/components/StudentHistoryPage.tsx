import { useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useGetEduStudentsQuery, useGetEduHistoryQuery } from '@aigc/store/edu';
import { WorkGrid } from './WorkGrid';

const STUDENT_HISTORY_PAGE_SIZE = 60;

/**
 * One student's generation history for their teacher
 * (`/class/:classId/students/:userId`, docs/edu.md 'Students':
 * `generate/user/list` with `designerUserId` and `source` 1), newest first.
 */
export function StudentHistoryPage() {
  const { t } = useLingui();
  const { classId = '', userId = '' } = useParams();
  const { data: students } = useGetEduStudentsQuery(classId);
  const { data, isLoading } = useGetEduHistoryQuery({ designerUserId: userId, pageSize: STUDENT_HISTORY_PAGE_SIZE });
  const name = students?.find((s) => s.userId === userId)?.nickName ?? '';
  return (
    <div className="cr-page">
      <h1 className="cr-heading">
        {name ? <Trans>{name}'s works</Trans> : <Trans>Student's works</Trans>}
      </h1>
      <WorkGrid
        items={(data?.dataList ?? []).map((record) => ({ record }))}
        loading={isLoading}
        label={t`Student works`}
        empty={t`Nothing made yet`}
      />
    </div>
  );
}
