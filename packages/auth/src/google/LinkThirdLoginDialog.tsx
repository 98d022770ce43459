import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@aigc/api-client';
import { useGetThirdLinkInfoQuery, useLinkThirdLoginMutation } from '@aigc/store/auth-google';
import { Button, Dialog, TextField } from '@aigc/ui';
import { useValidatedForm } from '../hooks/useValidatedForm';
import { ServerError } from '../components/ServerError';
import { issueMessage } from '../util/messages';
import { validatePassword } from '@aigc/domain';

/** Props of {@link LinkThirdLoginDialog}. */
export interface LinkThirdLoginDialogProps {
  open: boolean;
  /** The link step's token (`/login?thirdLink=`), valid 10 minutes, single use. */
  validateAuthToken: string;
  onOpenChange: (open: boolean) => void;
  /** Linked and signed in. */
  onLinked: (user: User) => void;
}

const RULES = {
  password: (v: { password: string }) =>
    issueMessage(v.password === '' ? validatePassword('') : null),
};

/**
 * The password prompt of a Google return that needs a link (docs/auth.md
 * 'Google'): the Google account's e-mail already has an account here with
 * a password, which proves the person owns it. `GET
 * /api/auth/login/third/link?validateAuthToken=` names the (masked) e-mail;
 * `POST /api/auth/login/third/link { validateAuthToken, password }`
 * (password encrypted) links Google to it and signs in. A wrong password or
 * an expired step shows the server's message; closing leaves the person
 * signed out.
 */
export function LinkThirdLoginDialog({
  open,
  validateAuthToken,
  onOpenChange,
  onLinked,
}: LinkThirdLoginDialogProps) {
  const { t } = useLingui();
  const form = useValidatedForm<'password'>({ password: '' }, RULES);
  const [link, state] = useLinkThirdLoginMutation();
  const info = useGetThirdLinkInfoQuery(validateAuthToken);
  const email = info.data?.email ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    state.reset();
    if (!form.validateAndFocus()) return;
    try {
      const result = await link({ validateAuthToken, password: form.values.password }).unwrap();
      onLinked(result.user);
    } catch {
      // shown from the mutation's error below
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Link your Google account`}
      description={
        email
          ? t`An account with your Google e-mail ${email} already exists. Enter its password to link Google to it.`
          : t`An account with this Google e-mail already exists. Enter its password to link Google to it.`
      }
      size="sm"
    >
      <form
        ref={form.formRef}
        className="au-form au-dialog"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label={t`Link Google`}
      >
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          {...form.fieldProps('password')}
        />
        <ServerError errors={[state.error, info.error]} />
        <Button type="submit" variant="primary" size="lg" block loading={state.isLoading}>
          <Trans>Link and sign in</Trans>
        </Button>
      </form>
    </Dialog>
  );
}
