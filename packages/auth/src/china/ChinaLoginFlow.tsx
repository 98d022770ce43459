import { useState } from 'react';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@aigc/ui';
import { DEFAULT_LEGAL_LINKS, type LegalLinks } from '../components/TermsCheckbox';
import { AccountLoginForm } from './AccountLoginForm';
import { ForgotPasswordSteps } from './ForgotPasswordSteps';
import { PhoneLoginForm } from './PhoneLoginForm';
import type { ChinaLoginHandlers } from './result';
import { WechatQrLogin } from './WechatQrLogin';

/** The views of the China login (docs/product.md §2 'Login dialogs — China'). */
export type ChinaLoginView = 'signIn' | 'forgot' | 'wechat';
/** The two tabs of the sign-in view. */
export type ChinaLoginTab = 'phone' | 'account';

/** What a frame (dialog or page) needs to show the current view. */
export interface ChinaLoginFrame {
  view: ChinaLoginView;
  title: string;
  description: string;
  body: ReactNode;
}

/** Props of {@link ChinaLoginFlow}. */
export interface ChinaLoginFlowProps extends ChinaLoginHandlers {
  initialView?: ChinaLoginView;
  initialTab?: ChinaLoginTab;
  legalLinks?: LegalLinks;
  /** Renders the current view inside a dialog or a page. */
  children: (frame: ChinaLoginFrame) => ReactNode;
}

/**
 * The China login flow shared by the dialog and the `/login` page (docs/product.md
 * §2, §4): the sign-in view with its phone and account tabs (Radix tabs)
 * and the way to the WeChat QR view; the forgotten-password steps (from
 * the account tab, with the typed account), which end back on the account
 * tab with a notice. A login signs in; a WeChat login whose account has no
 * mobile number hands its token to `onBindingRequired` instead. The terms
 * box shows only in a view whose account the server says has not accepted
 * the terms in force (docs/auth.md 'Terms').
 */
export function ChinaLoginFlow({
  initialView = 'signIn',
  initialTab = 'phone',
  legalLinks = DEFAULT_LEGAL_LINKS,
  onLoggedIn,
  onBindingRequired,
  children,
}: ChinaLoginFlowProps) {
  const { t } = useLingui();
  const [view, setView] = useState<ChinaLoginView>(initialView);
  const [tab, setTab] = useState<ChinaLoginTab>(initialTab);
  const [account, setAccount] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const handlers = { onLoggedIn, onBindingRequired };

  if (view === 'forgot') {
    return children({
      view,
      title: t`Reset your password`,
      description: t`Verify your account, then choose a new password.`,
      body: (
        <ForgotPasswordSteps
          initialAccount={account}
          onCancel={() => setView('signIn')}
          onDone={(doneAccount) => {
            setAccount(doneAccount);
            setTab('account');
            setNotice(t`Your password has been reset. Log in with your new password.`);
            setView('signIn');
          }}
        />
      ),
    });
  }
  if (view === 'wechat') {
    return children({
      view,
      title: t`Log in with WeChat`,
      description: t`The QR code stays valid for 60 seconds.`,
      body: <WechatQrLogin {...handlers} legalLinks={legalLinks} onBack={() => setView('signIn')} />,
    });
  }
  return children({
    view,
    title: t`Log in`,
    description: t`Log in to want, create and publish designs.`,
    body: (
      <div className="au-form">
        {notice ? (
          <p className="au-notice" role="status">
            {notice}
          </p>
        ) : null}
        <Tabs value={tab} onValueChange={(next) => setTab(next as ChinaLoginTab)}>
          <TabsList aria-label={t`Ways to log in`}>
            <TabsTrigger value="phone">
              <Trans>Phone login</Trans>
            </TabsTrigger>
            <TabsTrigger value="account">
              <Trans>Account login</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="phone">
            <PhoneLoginForm onLoggedIn={onLoggedIn} legalLinks={legalLinks} />
          </TabsContent>
          <TabsContent value="account">
            <AccountLoginForm
              key={account}
              onLoggedIn={onLoggedIn}
              legalLinks={legalLinks}
              initialAccount={account}
              onForgot={(typed) => {
                setAccount(typed);
                setNotice(null);
                setView('forgot');
              }}
            />
          </TabsContent>
        </Tabs>
        <div className="au-alt">
          <span className="au-alt__label">
            <Trans>Other ways</Trans>
          </span>
          <button type="button" className="au-alt__button" onClick={() => setView('wechat')}>
            <Trans>WeChat</Trans>
          </button>
        </div>
      </div>
    ),
  });
}
