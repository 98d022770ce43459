import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@aigc/api-client';
import { useGetThirdLinkInfoQuery, useLinkThirdLoginMutation } from '@aigc/store/auth-google';
import { Button, Dialog, TextField } from '@aigc/ui';
import { useValidatedForm } from '../hooks/useValidatedForm';
import { ServerError } from '../components/ServerError';
import { DEFAULT_LEGAL_LINKS, TermsCheckbox, type LegalLinks } from '../components/TermsCheckbox';
import { useTermsConsent } from '../hooks/useTermsConsent';
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
  /** Paths of the legal pages, for the terms box when the server asks for it. */
  legalLinks?: LegalLinks;
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
 * an expired step shows the server's message; an account that has not
 * accepted the terms in force gets the terms box, and the next submit
 * accepts them (docs/auth.md 'Terms'); closing leaves the person signed out.
 */
export function LinkThirdLoginDialog({
  open,
  validateAuthToken,
  onOpenChange,
  onLinked,
  legalLinks = DEFAULT_LEGAL_LINKS,
}: LinkThirdLoginDialogProps) {
  const { t } = useLingui();
  const form = useValidatedForm<'password'>({ password: '' }, RULES);
  const terms = useTermsConsent({ required: false, submitted: form.submitted, focus: () => form.focus('terms') });
  const [link, state] = useLinkThirdLoginMutation();
  const info = useGetThirdLinkInfoQuery(validateAuthToken);
  const email = info.data?.email ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    state.reset();
    if (!form.validateAndFocus()) return;
    if (!terms.accepted) return form.focus('terms');
    try {
      const result = await link({
        validateAuthToken,
        password: form.values.password,
        ...(terms.termsVersion ? { termsVersion: terms.termsVersion } : {}),
      }).unwrap();
      onLinked(result.user);
    } catch (failure) {
      // The terms: the box appears. Anything else: shown from the mutation's error below.
      terms.askedBy(failure);
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
        {terms.shown ? (
          <TermsCheckbox checked={terms.checked} onCheckedChange={terms.setChecked} error={terms.error} links={legalLinks} />
        ) : null}
        <ServerError errors={[terms.unlessAsked(state.error), info.error]} />
        <Button type="submit" variant="primary" size="lg" block loading={state.isLoading}>
          <Trans>Link and sign in</Trans>
        </Button>
      </form>
    </Dialog>
  );
}
