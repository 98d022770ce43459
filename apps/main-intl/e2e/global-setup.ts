import { startLocalOidcProvider } from './oidc/provider';
import { GOOGLE_CALLBACK, OIDC_CLIENT, OIDC_PORT } from './settings';

/**
 * Before any spec: the local OpenID provider that stands in for Google
 * (`./oidc/provider.ts`) on {@link OIDC_PORT}. The server reads its discovery
 * document on the first Google sign-in, so the provider only has to be up
 * before the specs run. Returns the teardown that stops it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const provider = await startLocalOidcProvider({
    port: OIDC_PORT,
    clientId: OIDC_CLIENT.id,
    clientSecret: OIDC_CLIENT.secret,
    redirectUris: [GOOGLE_CALLBACK],
  });
  return provider.close;
}
