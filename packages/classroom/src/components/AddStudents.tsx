import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EduNewStudent } from '@aigc/api-client';
import { parseEduRoster } from '@aigc/domain';
import { useAddEduStudentsMutation } from '@aigc/store/edu';
import { Button, Tabs, TabsContent, TabsList, TabsTrigger, TextArea, TextField } from '@aigc/ui';
import { ErrorLine } from './ErrorLine';

/** Props of {@link AddStudents}. */
export interface AddStudentsProps {
  classId: string;
  /** Called with the students just made (their initial passwords are shown once). */
  onCreated: (created: EduNewStudent[]) => void;
}

/**
 * Adds students to a class (docs/edu.md 'Teachers and classes'): one by one
 * (display name, optional username), or many at once from a pasted list or
 * CSV previewed with `parseEduRoster` of `@aigc/domain` (the server's own
 * parser: one student per line, name then optional username, separated by
 * a comma, tab, semicolon or `，`; a header line is skipped). All or
 * nothing: a refused line ('Line N: …') makes no student.
 */
export function AddStudents({ classId, onCreated }: AddStudentsProps) {
  const { t } = useLingui();
  const [add, state] = useAddEduStudentsMutation();
  const [nickName, setNickName] = useState('');
  const [username, setUsername] = useState('');
  const [text, setText] = useState('');
  const preview = useMemo(() => parseEduRoster(text), [text]);
  const count = preview.students.length;

  const addOne = async (event: FormEvent) => {
    event.preventDefault();
    if (!nickName.trim()) return;
    try {
      const result = await add({
        classId,
        students: [{ nickName: nickName.trim(), username: username.trim() || null }],
      }).unwrap();
      setNickName('');
      setUsername('');
      onCreated(result.created);
    } catch {
      // shown below
    }
  };

  const addList = async (event: FormEvent) => {
    event.preventDefault();
    if (count === 0) return;
    try {
      const result = await add({ classId, text }).unwrap();
      setText('');
      onCreated(result.created);
    } catch {
      // shown below
    }
  };

  return (
    <section className="cr-card" aria-labelledby="cr-add-title">
      <h2 id="cr-add-title" className="cr-title">
        <Trans>Add students</Trans>
      </h2>
      <Tabs defaultValue="one" onValueChange={() => state.reset()}>
        <TabsList aria-label={t`How to add students`}>
          <TabsTrigger value="one">
            <Trans>One student</Trans>
          </TabsTrigger>
          <TabsTrigger value="list">
            <Trans>Paste a list</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="one">
          <form className="cr-form" onSubmit={(e) => void addOne(e)} aria-label={t`Add one student`}>
            <TextField label={t`Display name`} value={nickName} onChange={(e) => setNickName(e.target.value)} />
            <TextField
              label={t`Username (optional)`}
              hint={t`Left empty, one is made for you.`}
              autoCapitalize="none"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
            <Button type="submit" size="lg" loading={state.isLoading} disabled={!nickName.trim()}>
              <Trans>Add student</Trans>
            </Button>
          </form>
        </TabsContent>
        <TabsContent value="list">
          <form className="cr-form" onSubmit={(e) => void addList(e)} aria-label={t`Add students from a list`}>
            <TextArea
              label={t`Student list`}
              hint={t`One student per line: a name, then optionally a comma and a username. A CSV with a "name" header works too.`}
              rows={6}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            {preview.issues[0] ? (
              <p className="cr-error" role="alert">
                {preview.issues[0].message}
              </p>
            ) : null}
            <Button type="submit" size="lg" loading={state.isLoading} disabled={count === 0 || preview.issues.length > 0}>
              <Trans>Add {count} students</Trans>
            </Button>
          </form>
        </TabsContent>
      </Tabs>
      <ErrorLine error={state.error} />
    </section>
  );
}
