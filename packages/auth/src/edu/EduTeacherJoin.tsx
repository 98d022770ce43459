import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { EDU_USERNAME_MAX, EDU_USERNAME_MIN, validateEduUsername } from '@aigc/domain';
import { EDU_MESSAGE_TEXTS, useEduTeacherRegisterMutation, useGetEduInviteQuery } from '@aigc/store/edu';
import { Button, Skeleton, TextField } from '@aigc/ui';
import { FormError } from '../china/FormError';
import { confirmCnRule, newPasswordCnRule } from '../china/rules';
import { useCompleteLogin } from '../hooks/useCompleteLogin';
import { useValidatedForm } from '../hooks/useValidatedForm';
import { nicknameRule } from '../util/rules';
import { serverErrorText } from '../util/serverError';
import '../styles/auth.css';

type Field = 'username' | 'nickname' | 'password' | 'confirm';

/** The texts of the edu username rule (`validateEduUsername`, docs/edu.md 'Accounts'). */
const USERNAME_MESSAGES = {
  'username.required': msg`Please enter a username`,
  'username.length': msg`The username must be ${EDU_USERNAME_MIN} to ${EDU_USERNAME_MAX} characters long`,
  'username.format': msg`The username may use only letters, digits, "_", "." and "-", and must start with a letter`,
} as const;

const RULES = {
  username: (v: Record<Field, string>) => {
    const issue = validateEduUsername(v.username);
    return issue ? USERNAME_MESSAGES[issue.code] : null;
  },
  nickname: nicknameRule,
  password: newPasswordCnRule,
  confirm: confirmCnRule,
};

/** docs/edu.md 'Operators': an unknown, used or expired invite (the classroom's message table). */
export const EDU_BAD_INVITE = EDU_MESSAGE_TEXTS.badInvite;
const JOIN_FAILED = msg`Could not create the account, please try again`;

/** Props of {@link EduTeacherJoin}. */
export interface EduTeacherJoinProps {
  /** Where the new teacher goes once signed in (default their classes, `/class`). */
  next?: string;
}

/**
 * The teacher invite page (`/teacher/join?invite=<token>`, docs/edu.md
 * 'Operators'): shows the school of a live invite
 * (`GET /api/auth/edu/teacher/invite`), and the teacher chooses a username
 * (`validateEduUsername`), a display name (the nickname rule) and a password
 * (the education edition's rule, docs/product.md §5: 6–20 characters with two
 * of letters, digits and specials) twice; accepting calls
 * `POST /api/auth/edu/teacher/register` (passwords encrypted), which signs
 * them in as a teacher and uses the invite up. An unknown, used or expired
 * invite shows 'This invite link is invalid or has expired' instead of the
 * form; a refused sign-up (a taken username, a used invite) shows the
 * server's message, translated by the base query, under the form.
 */
export function EduTeacherJoin({ next = '/class' }: EduTeacherJoinProps) {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const invite = params.get('invite') ?? '';
  const info = useGetEduInviteQuery(invite, { skip: invite === '' });
  const form = useValidatedForm<Field>({ username: '', nickname: '', password: '', confirm: '' }, RULES);
  const [register, state] = useEduTeacherRegisterMutation();
  const complete = useCompleteLogin();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    state.reset();
    if (!form.validateAndFocus()) return;
    const v = form.values;
    try {
      const result = await register({
        invite,
        username: v.username.trim(),
        nickName: v.nickname.trim(),
        password: v.password,
        matchingPassword: v.confirm,
      }).unwrap();
      await complete(result.user, null, next, true);
    } catch {
      // shown below
    }
  };

  const invalid = invite === '' || info.isError;
  return (
    <div className="au-page">
      <div className="au-page__card">
        <h1 className="au-page__title">
          <Trans>Join as a teacher</Trans>
        </h1>
        {info.isLoading ? (
          <Skeleton style={{ width: '100%', height: '12rem' }} />
        ) : invalid ? (
          <p className="au-server-error" role="alert">
            {i18n._(EDU_BAD_INVITE)}
          </p>
        ) : (
          <>
            <p className="au-page__description">
              <Trans>You are invited to teach at {info.data?.school ?? ''}. Choose your username and password.</Trans>
            </p>
            <form
              ref={form.formRef}
              className="au-form"
              noValidate
              onSubmit={(e) => void submit(e)}
              aria-label={t`Create your teacher account`}
            >
              <TextField
                label={t`Username`}
                autoComplete="username"
                autoCapitalize="none"
                hint={t`Letters, digits, "_", "." and "-", starting with a letter`}
                {...form.fieldProps('username')}
              />
              <TextField label={t`Display name`} autoComplete="name" {...form.fieldProps('nickname')} />
              <TextField
                label={t`Password`}
                type="password"
                autoComplete="new-password"
                hint={t`6–20 characters with two of letters, digits and special characters`}
                {...form.fieldProps('password')}
              />
              <TextField label={t`Confirm password`} type="password" autoComplete="new-password" {...form.fieldProps('confirm')} />
              <FormError messages={[state.error ? (serverErrorText(state.error) ?? JOIN_FAILED) : null]} />
              <Button type="submit" variant="primary" size="lg" block loading={state.isLoading}>
                <Trans>Accept and sign in</Trans>
              </Button>
            </form>
          </>
        )}
      </div>
    </div>
  );
}
