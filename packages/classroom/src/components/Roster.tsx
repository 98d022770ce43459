import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EduStudent, EduTemporaryPassword } from '@aigc/api-client';
import { useGetEduStudentsQuery, useMakeTemporaryPasswordMutation } from '@aigc/store/edu';
import { Button, Dialog, DropdownMenu, DropdownMenuItem, EmptyState, Skeleton } from '@aigc/ui';
import { ErrorLine } from './ErrorLine';
import { ClassroomTable } from './ClassroomTable';

/** The time of day an ISO instant is, in the viewer's locale (e.g. '14:05'). */
function timeOf(iso: string, locale: string): string {
  return new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}

/**
 * A temporary password, shown once (docs/edu.md 'Temporary student
 * password'): the student's name and username, the password in large
 * type, and when it stops working (60 minutes after it was made).
 */
function TemporaryPasswordDialog({
  result,
  onClose,
}: {
  result: EduTemporaryPassword;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const name = result.nickName;
  const until = timeOf(result.expiresAt, i18n.locale);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Temporary password for ${name}`}
      description={t`Shown only once. It works for 60 minutes, until ${until}; their own password keeps working too.`}
      size="sm"
    >
      <dl className="cr-secret">
        <dt>
          <Trans>Username</Trans>
        </dt>
        <dd>{result.studentUsername}</dd>
        <dt>
          <Trans>Temporary password</Trans>
        </dt>
        <dd className="cr-secret__password" data-testid="temporary-password">
          {result.temporaryPassword}
        </dd>
      </dl>
      <Button size="lg" block onClick={onClose}>
        <Trans>Done</Trans>
      </Button>
    </Dialog>
  );
}

/** A roster row's 'Manage student passwords' menu. */
function PasswordMenu({
  student,
  onMake,
}: {
  student: EduStudent;
  onMake: (student: EduStudent) => void;
}) {
  const { t } = useLingui();
  const name = student.nickName;
  return (
    <DropdownMenu
      trigger={
        <Button variant="secondary" size="sm" aria-label={t`Manage student passwords: ${name}`}>
          <Trans>Manage student passwords</Trans>
        </Button>
      }
    >
      <DropdownMenuItem onSelect={() => onMake(student)}>
        <Trans>Make a temporary password</Trans>
      </DropdownMenuItem>
    </DropdownMenu>
  );
}

/**
 * A class's roster (docs/edu.md 'Teachers and classes'): each student's
 * display name, username and works, a link to their generation history and
 * the 'Manage student passwords' menu, which makes a temporary password
 * (`auth/edu/student/forgot`, valid 60 minutes, shown once).
 */
export function Roster({ classId }: { classId: string }) {
  const { t, i18n } = useLingui();
  const { data: students, isLoading } = useGetEduStudentsQuery(classId);
  const [make, makeState] = useMakeTemporaryPasswordMutation();
  const [shown, setShown] = useState<EduTemporaryPassword | null>(null);

  const onMake = async (student: EduStudent) => {
    try {
      setShown(await make({ studentUsername: student.username, classId }).unwrap());
    } catch {
      // shown below
    }
  };

  return (
    <section className="cr-card" aria-labelledby="cr-roster-title">
      <h2 id="cr-roster-title" className="cr-title">
        <Trans>Students</Trans>
      </h2>
      {isLoading ? (
        <Skeleton style={{ width: '100%', height: '6rem' }} />
      ) : !students || students.length === 0 ? (
        <EmptyState
          title={t`No students yet`}
          description={t`Add them one by one or paste a list.`}
        />
      ) : (
        <ClassroomTable
          label={t`Roster`}
          columns={[
            t`Name`,
            t`Username`,
            t`Works`,
            <span className="cr-visually-hidden" key="actions">{t`Actions`}</span>,
          ]}
        >
          {students.map((student) => (
            <tr key={student.userId}>
              <th scope="row">{student.nickName}</th>
              <td data-label={t`Username`}>
                <code>{student.username}</code>
                {student.temporaryPasswordExpiresAt ? (
                  <span className="cr-muted">
                    {' '}
                    <Trans>
                      temporary password until{' '}
                      {timeOf(student.temporaryPasswordExpiresAt, i18n.locale)}
                    </Trans>
                  </span>
                ) : null}
              </td>
              <td data-label={t`Works`}>
                <Trans>
                  {student.imageCount} pictures, {student.modelCount} models
                </Trans>
              </td>
              <td className="cr-actions">
                <Link className="cr-link" to={`/class/${classId}/students/${student.userId}`}>
                  <Trans>History</Trans>
                </Link>
                <PasswordMenu student={student} onMake={(s) => void onMake(s)} />
              </td>
            </tr>
          ))}
        </ClassroomTable>
      )}
      <ErrorLine error={makeState.error} />
      {shown ? <TemporaryPasswordDialog result={shown} onClose={() => setShown(null)} /> : null}
    </section>
  );
}
