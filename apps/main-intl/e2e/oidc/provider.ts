import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Provider from 'oidc-provider';

/** Settings of {@link startLocalOidcProvider}. */
export interface LocalOidcOptions {
  /** Port on 127.0.0.1. */
  port: number;
  clientId: string;
  clientSecret: string;
  /** The redirect URIs the client may use (the server's Google callback). */
  redirectUris: string[];
}

/** A running provider: its issuer URL and how to stop it. */
export interface LocalOidcProvider {
  issuer: string;
  close: () => Promise<void>;
}

/** The sign-in page a person (a test) fills in place of Google's: any e-mail and name, Continue or Cancel. */
function signInPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local OpenID provider</title></head>
<body style="font-family:system-ui,sans-serif;max-width:24rem;margin:2rem auto">
<h1>Local OpenID provider</h1>
<p>Stands in for Google in the end-to-end tests. Sign in as anyone; the e-mail counts as verified.</p>
<form method="post">
<p><label>E-mail <input name="email" type="email" required></label></p>
<p><label>Name <input name="name"></label></p>
<p><button type="submit" name="action" value="continue">Continue</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></p>
</form></body></html>`;
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A local OpenID Connect provider (`oidc-provider`, as the server's own
 * Google tests use) on `127.0.0.1:<port>`, standing in for Google in the
 * end-to-end run: one confidential client, the code flow with PKCE, and an
 * interaction page where the browser signs in as any e-mail address (marked
 * verified) and name — or cancels, which answers `access_denied`. The scope's
 * claims (`email`, `email_verified`, `name`) are in the ID token, as
 * Google's are. Everything stays on the machine.
 * @throws when the port is taken
 */
export async function startLocalOidcProvider(options: LocalOidcOptions): Promise<LocalOidcProvider> {
  const issuer = `http://127.0.0.1:${options.port}`;
  /** The people who signed in: subject → claims. */
  const people = new Map<string, { email: string; email_verified: boolean; name: string }>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['aigc-e2e-local-oidc'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: (_ctx, sub) => {
      const person = people.get(sub);
      return person ? { accountId: sub, claims: () => ({ sub, ...person }) } : undefined;
    },
  });
  const callback = provider.callback();

  const interact = async (req: IncomingMessage, res: ServerResponse) => {
    const details = await provider.interactionDetails(req, res);
    if (req.method !== 'POST') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(signInPage());
      return;
    }
    const form = await formOf(req);
    if (form.get('action') === 'cancel') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The person cancelled' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const email = (form.get('email') ?? '').trim().toLowerCase();
    if (!email) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('An e-mail is required');
      return;
    }
    const sub = `local-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;
    people.set(sub, { email, email_verified: true, name: form.get('name')?.trim() || email });
    const grant = new provider.Grant({ accountId: sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };

  const server = createServer((req, res) => {
    if (!req.url?.startsWith('/interaction/')) return void callback(req, res);
    interact(req, res).catch((err: unknown) => {
      if (!res.headersSent)
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    issuer,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
