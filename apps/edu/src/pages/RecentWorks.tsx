import { useLingui } from '@lingui/react/macro';
import { WorkGrid } from '@aigc/classroom';
import { useGetEduHistoryQuery } from '@aigc/store/edu';

const RECENT_COUNT = 8;

/** The signed-in user's newest works (`generate/user/list?source=1`), as large tiles. */
export function RecentWorks({ pageSize = RECENT_COUNT }: { pageSize?: number }) {
  const { t } = useLingui();
  const { data, isLoading } = useGetEduHistoryQuery({ pageSize });
  return (
    <WorkGrid
      items={(data?.dataList ?? []).map((record) => ({ record }))}
      loading={isLoading}
      label={t`My works`}
      empty={t`Nothing made yet — pick a tool above to start.`}
    />
  );
}
