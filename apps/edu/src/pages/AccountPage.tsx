import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { selectUser, useAppSelector } from '@aigc/store';
import { useGetEduMeQuery } from '@aigc/store/edu';
import { RecentWorks } from './RecentWorks';

const ACCOUNT_WORKS = 60;

/**
 * The signed-in school account's page (`/account`, docs/edu.md): who they
 * are (name, username, school, a student's class and teacher) and their
 * works; a teacher is pointed to their classes. Classroom accounts have no
 * public profile, avatar or posts (docs/edu.md 'A safe space for children').
 */
export function AccountPage() {
  const user = useAppSelector(selectUser);
  const { data: me } = useGetEduMeQuery();
  const name = me?.nickName ?? user?.nickName ?? '';
  const className = me?.classes[0]?.name ?? '';
  const teacher = me?.teacher?.nickName ?? '';
  return (
    <div className="edu-page">
      <h1 className="edu-heading">
        <Trans>{name}'s page</Trans>
      </h1>
      {me ? (
        <p className="edu-lead">
          {me.role === 'student' ? (
            <Trans>
              Username {me.username} · class {className} · teacher {teacher}
            </Trans>
          ) : (
            <Trans>
              Username {me.username} · <Link to="/class">My classes</Link>
            </Trans>
          )}
        </p>
      ) : null}
      <h2 className="edu-subheading">
        <Trans>My works</Trans>
      </h2>
      <RecentWorks pageSize={ACCOUNT_WORKS} />
      {me?.role === 'student' && me.classes[0] ? (
        <p>
          <Link className="edu-link" to={`/class/${me.classes[0].classId}/gallery`}>
            <Trans>See my class's gallery</Trans>
          </Link>
        </p>
      ) : null}
    </div>
  );
}
