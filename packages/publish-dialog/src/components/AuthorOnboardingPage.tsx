import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router';
import {
  loginDialogOpened,
  selectIsLogin,
  selectUser,
  useAppDispatch,
  useAppSelector,
} from '@aigc/store';
import { useCompleteAuthorOnboardingMutation } from '@aigc/store/publish';
import { Button, Checkbox } from '@aigc/ui';

/** Only same-site paths are followed after onboarding. */
function safeRedirect(raw: string | null): string {
  return raw && raw.startsWith('/') && !raw.startsWith('//') ? raw : '/';
}

/**
 * /author/onboarding (docs/product.md §2, §6 'Local upload'): explains what publishing
 * one's own pictures means, asks the user to confirm they hold the rights,
 * and grants `showPostLocalUpload` for real (`POST /api/author/onboarding`),
 * then returns to `?redirect=` (a same-site path) or the home page.
 * Visitors are asked to sign in first.
 */
export function AuthorOnboardingPage() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isLogin = useAppSelector(selectIsLogin);
  const user = useAppSelector(selectUser);
  const [accepted, setAccepted] = useState(false);
  const [complete, { isLoading }] = useCompleteAuthorOnboardingMutation();
  const redirect = safeRedirect(params.get('redirect'));

  const unlock = async () => {
    try {
      await complete().unwrap();
      void navigate(redirect, { replace: true });
    } catch {
      // The base query has toasted the server's message.
    }
  };

  return (
    <div className="pd-onboarding">
      <h1>
        <Trans>Become an author</Trans>
      </h1>
      <p>
        <Trans>Authors can publish pictures from their own device, next to the works they create with our tools.</Trans>
      </p>
      <ol>
        <li>
          <Trans>Upload only pictures you made or hold the rights to.</Trans>
        </li>
        <li>
          <Trans>Every upload is checked: JPEG, PNG or WebP up to 20 MB, and no violating content.</Trans>
        </li>
        <li>
          <Trans>Posts that collect more than 100 wants can be made into real products.</Trans>
        </li>
      </ol>
      {!isLogin ? (
        <Button variant="primary" onClick={() => dispatch(loginDialogOpened({ redirect: `/author/onboarding?redirect=${encodeURIComponent(redirect)}` }))}>
          <Trans>Sign in to continue</Trans>
        </Button>
      ) : user?.showPostLocalUpload ? (
        <>
          <p role="status">
            <Trans>Local upload is unlocked for your account.</Trans>
          </p>
          <Button variant="primary" onClick={() => void navigate(redirect)}>
            <Trans>Continue</Trans>
          </Button>
        </>
      ) : (
        <>
          <Checkbox checked={accepted} onCheckedChange={setAccepted} label={t`I confirm that I own the rights to the images I upload`} />
          <Button variant="primary" disabled={!accepted} loading={isLoading} onClick={() => void unlock()}>
            <Trans>Unlock local upload</Trans>
          </Button>
        </>
      )}
    </div>
  );
}
