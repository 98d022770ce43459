import { fakeWechatPayKeysIn, startFakeWechatPay } from '@aigc/payment-fakes';
import { startLocalOidcProvider } from './oidc/provider';
import { GOOGLE_CALLBACK, OIDC_CLIENT, OIDC_PORT, WXPAY_KEYS_DIR, WXPAY_PORT } from './settings';

/**
 * Before any spec: the local OpenID provider that stands in for Google
 * (`./oidc/provider.ts`) on {@link OIDC_PORT}, and the local fake of WeChat
 * Pay API v3 (`@aigc/payment-fakes`) on {@link WXPAY_PORT} with the keys the
 * server was configured with ({@link WXPAY_KEYS_DIR}). The server calls
 * them only when a test signs in with Google or pays on the China shop, so
 * they only have to be up before the specs run. Returns the teardown that
 * stops both.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const provider = await startLocalOidcProvider({
    port: OIDC_PORT,
    clientId: OIDC_CLIENT.id,
    clientSecret: OIDC_CLIENT.secret,
    redirectUris: [GOOGLE_CALLBACK],
  });
  const wechatPay = await startFakeWechatPay({ port: WXPAY_PORT, keys: fakeWechatPayKeysIn(WXPAY_KEYS_DIR).keys });
  return async () => {
    await Promise.all([provider.close(), wechatPay.close()]);
  };
}
