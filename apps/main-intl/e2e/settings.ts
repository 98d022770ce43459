/**
 * Where the end-to-end run's processes listen, shared by `playwright.config.ts`,
 * the global setup and the specs (every value can be moved by an environment
 * variable, so two runs on one machine do not collide):
 *
 * - the product (production build, `scripts/bootstrap.mjs start`) on
 *   `E2E_PORT` (3210): `localhost:<port>` is the international site,
 *   `cn.localhost:<port>` the China site, `edu.localhost:<port>` the
 *   education site (Chromium resolves `*.localhost` to
 *   the loopback address; Node does not, so API calls from the specs use
 *   {@link API_ORIGIN});
 * - the local OpenID provider that stands in for Google
 *   (`e2e/oidc/provider.ts`, started by the global setup) on
 *   `E2E_OIDC_PORT` (the product's port + 1000, away from the ports other
 *   runs pick for the product), the server's `GOOGLE_ISSUER`;
 * - the local fake of WeChat Pay API v3 (`@aigc/payment-fakes`, started by
 *   the global setup) on `E2E_WXPAY_PORT` (the product's port + 2000), the
 *   server's `WECHAT_PAY_API_URL`, with its keys in {@link WXPAY_KEYS_DIR}.
 */

/** The product's port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
/** The international site (also what API calls from the specs use: Node cannot resolve `cn.localhost`). */
export const API_ORIGIN = `http://localhost:${E2E_PORT}`;
/** The China site. */
export const CN_ORIGIN = `http://cn.localhost:${E2E_PORT}`;
/** The education site (API calls for it go to {@link API_ORIGIN} with `Entry-Type: edu`). */
export const EDU_ORIGIN = `http://edu.localhost:${E2E_PORT}`;

/** The shop host (docs/shop.md; `apps/shop`). */
export const SHOP_ORIGIN = `http://shop.localhost:${E2E_PORT}`;
/** The China shop host (edition `shop-cn`: the same app in Chinese, CNY, WeChat Pay). */
export const SHOP_CN_ORIGIN = `http://shop.cn.localhost:${E2E_PORT}`;

/**
 * A second international site and shop, on hosts that share one session
 * cookie (`SESSION_COOKIE_DOMAIN`), as a production deployment's do: its
 * shop pages need no session handoff, so a visitor's catalogue is drawn by
 * the server (docs/auth.md 'Sessions across hosts', docs/architecture.md
 * "Server rendering"). The hosts of `localhost` keep their own cookies.
 */
export const SHARED_COOKIE_DOMAIN = 'shared.localhost';
/** The shop host of {@link SHARED_COOKIE_DOMAIN}. */
export const SHARED_SHOP_ORIGIN = `http://shop.${SHARED_COOKIE_DOMAIN}:${E2E_PORT}`;

/** The local fake of WeChat Pay API v3's port. */
export const WXPAY_PORT = Number(process.env.E2E_WXPAY_PORT ?? E2E_PORT + 2000);
/** Its base URL (the server's `WECHAT_PAY_API_URL`; the specs tell it to pay at `/fake/pay/:orderId`). */
export const WXPAY_URL = `http://127.0.0.1:${WXPAY_PORT}`;
/** Where the fake's keys are kept for this run: the config hands their files to the server, the global setup to the fake (kept across runs, ignored by git). */
export const WXPAY_KEYS_DIR = `${process.cwd()}/.e2e-data-wxpay-${E2E_PORT}`;

/** The local OpenID provider standing in for Google. */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? E2E_PORT + 1000);
/** Its issuer URL (plain http on a loopback host: the server accepts it only there, docs/auth.md 'Google'). */
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
/** The client the server signs in as (`GOOGLE_CLIENT_ID` / `GOOGLE_CLIENT_SECRET`). */
export const OIDC_CLIENT = { id: 'aigc-e2e', secret: 'aigc-e2e-secret' } as const;
/** Where the provider may send the browser back: the server's Google callback on the international site. */
export const GOOGLE_CALLBACK = `${API_ORIGIN}/aigc/api/auth/login/third/google/callback`;
