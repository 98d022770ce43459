import { useRef, useState } from 'react';
import type { User } from '@aigc/api-client';
import { loginDialogClosed, selectLoginDialog, useAppDispatch, useAppSelector } from '@aigc/store';
import { Dialog } from '@aigc/ui';
import { useCompleteLogin } from '../hooks/useCompleteLogin';
import type { LegalLinks } from '../components/TermsCheckbox';
import { BindPhoneDialog } from './BindPhoneDialog';
import { ChinaLoginFlow } from './ChinaLoginFlow';
import '../styles/auth.css';

/** Props of {@link ChinaLoginDialog}. */
export interface ChinaLoginDialogProps {
  legalLinks?: LegalLinks;
}

/**
 * The China edition's one login dialog (docs/product.md §2 'Login dialogs — China',
 * §4), connected to the store's ui slice like the international one: it
 * opens on `loginDialogOpened({ redirect?, closable? })`, cannot be
 * dismissed when `closable` is false, and starts on the phone tab each time
 * it opens. A login that signs in closes it, runs `afterLogin` and follows
 * the redirect; a login that needs a phone closes it and opens the
 * bind-phone dialog, which finishes the login (and the redirect). Mount it
 * once, inside the router (the shell's login flavour does).
 */
export function ChinaLoginDialog({ legalLinks }: ChinaLoginDialogProps) {
  const dispatch = useAppDispatch();
  const { open, closable, redirect } = useAppSelector(selectLoginDialog);
  const complete = useCompleteLogin();
  const [binding, setBinding] = useState<{ token: string; redirect: string | null } | null>(null);
  const opened = useRef(0);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) opened.current += 1;
  wasOpen.current = open;

  const onLoggedIn = (user: User) => {
    dispatch(loginDialogClosed());
    void complete(user, redirect);
  };
  const onBindingRequired = (token: string) => {
    setBinding({ token, redirect });
    dispatch(loginDialogClosed());
  };

  return (
    <>
      <ChinaLoginFlow
        key={opened.current}
        onLoggedIn={onLoggedIn}
        onBindingRequired={onBindingRequired}
        legalLinks={legalLinks}
      >
        {({ title, description, body, view }) => (
          <Dialog
            open={open}
            onOpenChange={(next: boolean) => {
              if (!next && closable) dispatch(loginDialogClosed());
            }}
            title={title}
            description={description}
            closable={closable}
            size="sm"
          >
            <div className="au-dialog" data-view={view}>
              {body}
            </div>
          </Dialog>
        )}
      </ChinaLoginFlow>
      {binding ? (
        <BindPhoneDialog
          open
          onOpenChange={(next) => {
            if (!next) setBinding(null);
          }}
          validateAuthToken={binding.token}
          {...(legalLinks ? { legalLinks } : {})}
          onLoggedIn={(user) => {
            const target = binding.redirect;
            setBinding(null);
            void complete(user, target);
          }}
        />
      ) : null}
    </>
  );
}
