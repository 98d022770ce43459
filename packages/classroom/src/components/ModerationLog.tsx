import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EduModerationEvent } from '@aigc/api-client';
import { useGetEduModerationQuery } from '@aigc/store/edu';
import { Button, EmptyState, Skeleton } from '@aigc/ui';
import { ClassroomTable } from './ClassroomTable';

/** Events per page of the log (the server allows ≤ 100). */
export const MODERATION_PAGE_SIZE = 10;

/** The texts of the server's refusal reasons (docs/edu.md `EduModerationEvent.reason`: a blocklist category or 'image'). */
const REASONS: Record<string, MessageDescriptor> = {
  sexual: msg`Sexual content`,
  violence: msg`Violence`,
  drugs: msg`Drugs`,
  'self-harm': msg`Self-harm`,
  hate: msg`Hate`,
  profanity: msg`Bad language`,
  image: msg`Picture not right for the classroom`,
};

/** The translated reason of an event; an unknown category as the server gave it. */
function reasonText(
  event: EduModerationEvent,
  translate: (d: MessageDescriptor) => string,
): string {
  const known = REASONS[event.reason];
  return known ? translate(known) : event.reason;
}

/**
 * The moderation log of one class (docs/edu.md 'A safe space for children'
 * rules 5 and 6, `GET /api/edu/moderation/list`): the prompts and images the
 * classroom moderation refused for the teacher's students, newest first,
 * {@link MODERATION_PAGE_SIZE} a page with Previous / Next. Each row names
 * the student, the time (the viewer's locale), the refused prompt (or 'an
 * uploaded picture' / 'a generated picture') and the reason.
 */
export function ModerationLog({ classId }: { classId: string }) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching } = useGetEduModerationQuery({
    classId,
    page,
    pageSize: MODERATION_PAGE_SIZE,
  });
  const events = data?.dataList ?? [];
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / MODERATION_PAGE_SIZE));
  const translate = (d: MessageDescriptor) => i18n._(d);

  return (
    <section className="cr-card" aria-label={t`Moderation log`}>
      <h3 className="cr-heading cr-heading--sub">
        <Trans>Moderation log</Trans>
      </h3>
      <p className="cr-muted">
        <Trans>
          Ideas and pictures that were stopped because they are not right for the classroom.
        </Trans>
      </p>
      {isLoading ? (
        <Skeleton style={{ width: '100%', height: '6rem' }} />
      ) : events.length === 0 ? (
        <EmptyState
          title={t`Nothing was stopped`}
          description={t`Blocked prompts of your students will appear here.`}
        />
      ) : (
        <>
          <ClassroomTable
            label={t`Moderation log`}
            busy={isFetching}
            columns={[t`Student`, t`When`, t`What was stopped`, t`Reason`]}
          >
            {events.map((event) => (
              <tr key={event.id}>
                <th scope="row">{event.student.nickName}</th>
                <td data-label={t`When`}>
                  <time dateTime={event.createTime}>
                    {i18n.date(event.createTime, { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                </td>
                <td data-label={t`What was stopped`}>
                  {event.prompt ? (
                    <q>{event.prompt}</q>
                  ) : event.source === 'upload' ? (
                    <Trans>An uploaded picture</Trans>
                  ) : (
                    <Trans>A generated picture</Trans>
                  )}
                </td>
                <td data-label={t`Reason`}>{reasonText(event, translate)}</td>
              </tr>
            ))}
          </ClassroomTable>
          {pages > 1 ? (
            <nav className="cr-row" aria-label={t`Moderation log pages`}>
              <Button
                variant="secondary"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                <Trans>Previous</Trans>
              </Button>
              <span className="cr-muted">
                <Trans>
                  Page {page} of {pages}
                </Trans>
              </span>
              <Button
                variant="secondary"
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                <Trans>Next</Trans>
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
