import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createAppStore, initialUiState } from '@aigc/store';
import { Dialog } from '@aigc/ui';
import { BindPhoneDialog } from './BindPhoneDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ChinaLoginDialog } from './ChinaLoginDialog';
import { ChinaLoginFlow, type ChinaLoginTab, type ChinaLoginView } from './ChinaLoginFlow';
import '../styles/auth.css';

/*
 * The China login dialogs (docs/product.md §2 'Login dialogs — China') in
 * Chinese, over a stand-in for the `/aigc` server: every call answers as
 * the real one would on success (the WeChat poll keeps waiting).
 */

type Answer = (url: URL) => unknown;

let keyPair: Promise<CryptoKeyPair> | null = null;
async function publicKey() {
  keyPair ??= crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  ) as Promise<CryptoKeyPair>;
  return { kid: 'story', jwk: await crypto.subtle.exportKey('jwk', (await keyPair).publicKey) };
}

const user = {
  id: 'u1',
  userId: 'u1',
  nickName: '林小美',
  avatar: null,
  email: 'mei@example.com',
  accountLevel: '',
  creatorTier: 'none' as const,
  balance: 5,
  showPostLocalUpload: false,
  needOnBoarding: false,
  eduIdentity: null,
  phone: '138****5678',
  openId: null,
  hasPassword: true,
};

const SERVER: Record<string, Answer> = {
  '/aigc/api/auth/public-key': () => publicKey(),
  '/aigc/api/auth/login/mobile/code': () => null,
  '/aigc/api/auth/login/mobile': () => ({ requiredBinding: false, user }),
  '/aigc/api/auth/login/account': () => ({ requiredBinding: false, user }),
  '/aigc/api/auth/login/pre/third': () => ({
    url: 'https://open.weixin.qq.com/connect/qrconnect?appid=story&state=s1',
    state: 's1',
  }),
  '/aigc/api/auth/login/query/third': () => ({
    status: 'pending',
    user: null,
    requiredBinding: false,
    validateAuthToken: null,
    linkEmail: null,
  }),
  '/aigc/api/auth/forgot/password/validate': () => ({
    validateType: 'mobile',
    validateAuthToken: 'ft',
    validateTypeAccount: '138****8000',
  }),
  '/aigc/api/auth/forgot/password/code': () => null,
  '/aigc/api/auth/forgot/password/submit': () => null,
  '/aigc/api/auth/binding/mobile/code': () => null,
  '/aigc/api/auth/binding/mobile/submit': () => ({ requiredBinding: false, user }),
  '/aigc/api/auth/password/change': () => null,
  '/aigc/api/user/info': () => user,
  '/aigc/api/user/account': () => 5,
  '/aigc/api/auth/renewalToken': () => ({ expiresAt: '2030-01-01T00:00:00.000Z' }),
};

/** Answers `/aigc` calls from {@link SERVER} (`{ code, msg, data }`); everything else goes to the real fetch. */
function installServer() {
  const real = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      window.location.origin,
    );
    const answer = SERVER[url.pathname];
    if (!answer) return real(input, init);
    const data = await answer(url);
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

function Providers({
  children,
  signedIn = false,
  hasPassword = true,
  dialogOpen = false,
}: {
  children: ReactNode;
  signedIn?: boolean;
  /** false: the signed-in user has no password yet ('Set a password'). */
  hasPassword?: boolean;
  dialogOpen?: boolean;
}) {
  const [store] = useState(() => {
    installServer();
    return createAppStore({
      entryType: 'main',
      toastMs: 2000,
      preloadedState: {
        ui: {
          ...initialUiState,
          loginDialog: { open: dialogOpen, redirect: null, closable: true },
        },
        ...(signedIn
          ? { session: { isLogin: true, user: { ...user, hasPassword }, needOnBoarding: false } }
          : {}),
      },
    });
  });
  return (
    <Provider store={store}>
      <MemoryRouter>{children}</MemoryRouter>
    </Provider>
  );
}

/** A view of the flow in the dialog frame (the dialog itself always opens on the phone tab). */
function FlowInDialog({ view, tab }: { view: ChinaLoginView; tab?: ChinaLoginTab }) {
  return (
    <ChinaLoginFlow
      initialView={view}
      initialTab={tab}
      onLoggedIn={() => undefined}
      onBindingRequired={() => undefined}
    >
      {({ title, description, body }) => (
        <Dialog
          open
          onOpenChange={() => undefined}
          title={title}
          description={description}
          size="sm"
        >
          <div className="au-dialog">{body}</div>
        </Dialog>
      )}
    </ChinaLoginFlow>
  );
}

const meta = {
  title: 'Auth/China login',
  component: ChinaLoginDialog,
  globals: { locale: 'zh-Hans' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChinaLoginDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The login dialog on its phone tab: 11-digit number, SMS code with the 60 s countdown. */
export const PhoneTab: Story = {
  render: () => (
    <Providers dialogOpen>
      <ChinaLoginDialog />
    </Providers>
  ),
};

/** The account tab: account and password (sent encrypted), 'Forgot password?'. */
export const AccountTab: Story = {
  render: () => (
    <Providers>
      <FlowInDialog view="signIn" tab="account" />
    </Providers>
  ),
};

/** The reset in steps: account → the masked phone the code goes to → new password → success. */
export const ForgotPassword: Story = {
  render: () => (
    <Providers>
      <FlowInDialog view="forgot" />
    </Providers>
  ),
};

/** The WeChat QR view: the code of the URL `pre/third` gave; after 60 s it turns stale with a refresh. */
export const WechatQr: Story = {
  render: () => (
    <Providers>
      <FlowInDialog view="wechat" />
    </Providers>
  ),
};

/** The bind-phone dialog a WeChat login opens when its account has no mobile number yet. */
export const BindPhone: Story = {
  render: () => (
    <Providers>
      <BindPhoneDialog
        open
        onOpenChange={() => undefined}
        validateAuthToken="story-token"
        onLoggedIn={() => undefined}
      />
    </Providers>
  ),
};

/** 'Change password' from the user dropdown: the current password and the new one, or a code to the user's phone. */
export const ChangePassword: Story = {
  render: () => (
    <Providers signedIn>
      <ChangePasswordDialog open onOpenChange={() => undefined} />
    </Providers>
  ),
};

/** 'Set a password' for an account without one (made by phone or WeChat): a code to the user's own phone, then the password. */
export const SetPassword: Story = {
  render: () => (
    <Providers signedIn hasPassword={false}>
      <ChangePasswordDialog open onOpenChange={() => undefined} />
    </Providers>
  ),
};
