import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@aigc/api-client';
import { loginDialogClosed, selectLoginDialog, useAppDispatch, useAppSelector } from '@aigc/store';
import { EDU_MESSAGE_TEXTS, useEduLoginMutation } from '@aigc/store/edu';
import { Button, Dialog, TextField } from '@aigc/ui';
import { useCompleteLogin } from '../hooks/useCompleteLogin';
import { FormError } from '../china/FormError';
import { serverErrorText } from '../util/serverError';
import { EduWelcome } from './EduWelcome';
import '../styles/auth.css';

/** docs/edu.md 'Sign in': an empty username or password (checked before any call; the server's own words). */
export const EDU_EMPTY_LOGIN = EDU_MESSAGE_TEXTS.emptyLogin;
const EDU_LOGIN_FAILED = msg`Login failed`;

/** Props of {@link EduLoginForm}. */
export interface EduLoginFormProps {
  /** Called with the signed-in school account. */
  onLoggedIn: (user: User) => void;
}

/**
 * The education edition's sign-in form (docs/edu.md 'Sign in'): username and
 * password (sent encrypted by `POST /api/auth/edu/login`). Either field
 * empty → 'Please enter a correct account and password' without a call; a
 * refused sign-in shows the server's reason ('Incorrect account or
 * password', the lockout's wait) under the form.
 */
export function EduLoginForm({ onLoggedIn }: EduLoginFormProps) {
  const { t } = useLingui();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [empty, setEmpty] = useState(false);
  const [login, state] = useEduLoginMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    state.reset();
    const name = username.trim();
    if (!name || !password) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    try {
      const result = await login({ username: name, password }).unwrap();
      onLoggedIn(result.user);
    } catch {
      // shown below
    }
  };

  // The store has already put the server's reason in the active language (its message registry).
  const serverMessage = state.error ? (serverErrorText(state.error) ?? EDU_LOGIN_FAILED) : null;

  return (
    <form className="au-form" noValidate onSubmit={(e) => void submit(e)} aria-label={t`School account login`}>
      <TextField
        label={t`Username`}
        autoComplete="username"
        autoCapitalize="none"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormError messages={[empty ? EDU_EMPTY_LOGIN : null, serverMessage]} />
      <p className="au-hint">
        <Trans>Forgot your password? Ask your teacher for a temporary one.</Trans>
      </p>
      <Button type="submit" variant="primary" size="lg" block loading={state.isLoading}>
        <Trans>Log in</Trans>
      </Button>
    </form>
  );
}

/**
 * The education edition's login dialog (docs/edu.md 'Sign in', docs/product.md
 * §4), connected to the store's ui slice like the other editions': it opens
 * on `loginDialogOpened`, and a sign-in closes it, runs `afterLogin` (no
 * token renewal for the edu client) and follows the redirect. A student then
 * sees the welcome dialog ({@link EduWelcome}). Mount it once, inside the
 * router (the shell's login flavour does).
 */
export function EduLoginDialog() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const { open, closable, redirect } = useAppSelector(selectLoginDialog);
  const complete = useCompleteLogin();
  const [welcomeFor, setWelcomeFor] = useState<User | null>(null);
  const opened = useRef(0);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) opened.current += 1;
  wasOpen.current = open;

  const onLoggedIn = (user: User) => {
    dispatch(loginDialogClosed());
    void complete(user, redirect).then(() => {
      if (user.eduIdentity === 'student') setWelcomeFor(user);
    });
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next: boolean) => {
          if (!next && closable) dispatch(loginDialogClosed());
        }}
        title={t`Sign in with your school account`}
        description={t`Use the username and password your teacher gave you.`}
        closable={closable}
        size="sm"
      >
        <div className="au-dialog">
          <EduLoginForm key={opened.current} onLoggedIn={onLoggedIn} />
        </div>
      </Dialog>
      {welcomeFor ? <EduWelcome user={welcomeFor} onDone={() => setWelcomeFor(null)} /> : null}
    </>
  );
}
