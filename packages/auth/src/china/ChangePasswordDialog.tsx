import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { selectUser, toastShown, useAppDispatch, useAppSelector } from '@aigc/store';
import { Dialog } from '@aigc/ui';
import { ForgotPasswordSteps } from './ForgotPasswordSteps';
import '../styles/auth.css';

/** Props of {@link ChangePasswordDialog}: what the shell's user dropdown passes. */
export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Change password' for a signed-in China user (docs/product.md §6), opened from
 * the user dropdown: the reset steps of the login dialog (account → code to
 * the masked phone or e-mail → new password under the China rule), starting
 * from the user's e-mail when the account has one. The change proves
 * itself with a code, as a reset does, so it uses the same calls
 * (`/api/auth/forgot/password/…`). When it is done a toast says so and the
 * dialog closes.
 */
export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  // A fresh set of steps each time it opens.
  const opened = useRef(0);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) opened.current += 1;
  wasOpen.current = open;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Change password`}
      description={t`We send a code to your phone or e-mail to confirm it is you.`}
      size="sm"
    >
      <div className="au-dialog">
        <ForgotPasswordSteps
          key={opened.current}
          mode="change"
          initialAccount={user?.email ?? ''}
          onCancel={() => onOpenChange(false)}
          onDone={() => {
            dispatch(toastShown({ message: t`Your password has been changed.`, kind: 'success' }));
            onOpenChange(false);
          }}
        />
      </div>
    </Dialog>
  );
}
