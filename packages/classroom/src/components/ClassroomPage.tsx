import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EduNewStudent } from '@aigc/api-client';
import { EDU_CLASS_NAME_MAX } from '@aigc/domain';
import { useCreateEduClassMutation, useGetEduClassesQuery } from '@aigc/store/edu';
import { Button, Dialog, EmptyState, Skeleton, TextField } from '@aigc/ui';
import { AddStudents } from './AddStudents';
import { ErrorLine } from './ErrorLine';
import { ModerationLog } from './ModerationLog';
import { Roster } from './Roster';
import { ClassroomTable } from './ClassroomTable';

/** The students just made with their initial passwords, shown once (docs/edu.md). */
function NewStudentsDialog({
  created,
  onClose,
}: {
  created: EduNewStudent[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Students added`}
      description={t`Write down or print these passwords now: they are shown only once.`}
      size="md"
    >
      <ClassroomTable label={t`New student accounts`} columns={[t`Name`, t`Username`, t`Password`]}>
        {created.map((student) => (
          <tr key={student.userId}>
            <th scope="row">{student.nickName}</th>
            <td data-label={t`Username`}>
              <code>{student.username}</code>
            </td>
            <td data-label={t`Password`}>
              <code>{student.initialPassword}</code>
            </td>
          </tr>
        ))}
      </ClassroomTable>
      <Button size="lg" block onClick={onClose}>
        <Trans>Done</Trans>
      </Button>
    </Dialog>
  );
}

/** Creates a class (docs/edu.md: a name of 1–30 characters, unique among the teacher's classes). */
function CreateClassForm({ onCreated }: { onCreated: (classId: string) => void }) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [create, state] = useCreateEduClassMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    try {
      const made = await create({ name: name.trim() }).unwrap();
      setName('');
      onCreated(made.classId);
    } catch {
      // shown below
    }
  };
  return (
    <form
      className="cr-form cr-form--row"
      onSubmit={(e) => void submit(e)}
      aria-label={t`Create a class`}
    >
      <TextField
        label={t`Class name`}
        maxLength={EDU_CLASS_NAME_MAX}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <Button type="submit" size="lg" loading={state.isLoading} disabled={!name.trim()}>
        <Trans>Create class</Trans>
      </Button>
      <ErrorLine error={state.error} />
    </form>
  );
}

/**
 * The teacher's classroom (`/class`, docs/edu.md 'Teachers and classes'):
 * their classes (create one), and for the chosen class (`?class=<id>`,
 * default the first) adding students, the roster with each student's
 * history and the 'Manage student passwords' menu, the class's moderation
 * log (blocked prompts and pictures, {@link ModerationLog}), and a link to the
 * class gallery. New students' initial passwords are shown once.
 */
export function ClassroomPage() {
  const { t } = useLingui();
  const { data: classes, isLoading } = useGetEduClassesQuery();
  const [params, setParams] = useSearchParams();
  const [created, setCreated] = useState<EduNewStudent[] | null>(null);
  const chosen = classes?.find((c) => c.classId === params.get('class')) ?? classes?.[0] ?? null;
  const choose = (classId: string) => setParams({ class: classId }, { replace: true });

  return (
    <div className="cr-page">
      <h1 className="cr-heading">
        <Trans>My classes</Trans>
      </h1>
      <section className="cr-card" aria-label={t`Classes`}>
        {isLoading ? (
          <Skeleton style={{ width: '100%', height: '3rem' }} />
        ) : classes && classes.length > 0 ? (
          <nav className="cr-classes" aria-label={t`Choose a class`}>
            {classes.map((c) => (
              <button
                key={c.classId}
                type="button"
                className="cr-class"
                aria-current={c.classId === chosen?.classId ? 'page' : undefined}
                onClick={() => choose(c.classId)}
              >
                {c.name}
                <span className="cr-muted">
                  {' '}
                  <Trans>({c.studentCount} students)</Trans>
                </span>
              </button>
            ))}
          </nav>
        ) : (
          <EmptyState
            title={t`No classes yet`}
            description={t`Create your first class to add students.`}
          />
        )}
        <CreateClassForm onCreated={choose} />
      </section>
      {chosen ? (
        <>
          <div className="cr-row">
            <h2 className="cr-heading cr-heading--sub">{chosen.name}</h2>
            <Link className="cr-link" to={`/class/${chosen.classId}/gallery`}>
              <Trans>Class gallery</Trans>
            </Link>
          </div>
          <AddStudents key={chosen.classId} classId={chosen.classId} onCreated={setCreated} />
          <Roster classId={chosen.classId} />
          <ModerationLog key={`log-${chosen.classId}`} classId={chosen.classId} />
        </>
      ) : null}
      {created ? <NewStudentsDialog created={created} onClose={() => setCreated(null)} /> : null}
    </div>
  );
}
