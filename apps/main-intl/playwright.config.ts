import { defineConfig, devices } from '@playwright/test';
import { DEFAULT_SITE_HOSTS } from '@aigc/domain';
import { FAKE_WECHAT_PAY_IDS, fakeWechatPayKeysIn } from '@aigc/payment-fakes';
import { API_ORIGIN, CN_ORIGIN, EDU_ORIGIN, E2E_PORT, OIDC_CLIENT, OIDC_ISSUER, SHARED_COOKIE_DOMAIN, SHOP_CN_ORIGIN, SHOP_ORIGIN, WXPAY_KEYS_DIR, WXPAY_URL } from './e2e/settings';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium.mjs';

/**
 * End-to-end tests: Debian's Chromium (Playwright's own browser download
 * fails on our machines) against the production build, started the README's
 * way (scripts/bootstrap.mjs start) on its own port with a fresh embedded
 * database and the seeded demo data. Every test makes the accounts and posts
 * it needs (e2e/fixtures.ts, e2e/cn/fixtures.ts), so the files run in
 * parallel on two workers (CI has two cores) and in any order.
 *
 * One server, five sites: `main-intl` (e2e/*.spec.ts on `localhost`),
 * `main-cn` (e2e/cn/*.spec.ts on `cn.localhost`, the same process answering
 * the China edition by host), `shop` (e2e/shop/*.spec.ts on
 * `shop.localhost`, the shop app), `shop-cn` (e2e/shop-cn/*.spec.ts on
 * `shop.cn.localhost`, the same app as the China shop) and `edu-<lang>-<width>` (e2e/edu/*.spec.ts
 * on `edu.localhost`, in English and Chinese at 1440 and 390 px), and a second international site and shop on
 * `shared.localhost` and `shop.shared.localhost`, which share one session cookie as production hosts do
 * (e2e/settings.ts). The global setup starts a local OpenID
 * provider for Google sign-in (e2e/oidc/provider.ts) and a local fake of
 * WeChat Pay API v3 (`@aigc/payment-fakes`) the China shop pays with; the server is started
 * in development (`NODE_ENV=development`, what `npm start` runs): the WeChat
 * development stand-in on (its page answers loopback clients only) and
 * e-mail and SMS codes in the local outbox (`/__dev/outbox`).
 */
const port = E2E_PORT;

export { CHROMIUM_ARGS, CHROMIUM_PATH };

const baseURL = API_ORIGIN;

/** The fake WeChat Pay's keys (made on the first run): their files configure the server, the global setup starts the fake with them. */
const wechatPay = fakeWechatPayKeysIn(WXPAY_KEYS_DIR);

/** The education site's projects (e2e/edu/*.spec.ts on `edu.localhost`): each language at each width. */
const EDU_PROJECTS = (['en-US', 'zh-CN'] as const).flatMap((locale) =>
  ([1440, 390] as const).map((width) => ({
    name: `edu-${locale.slice(0, 2)}-${width}`,
    testDir: './e2e/edu',
    use: { baseURL: EDU_ORIGIN, locale, viewport: { width, height: width > 1000 ? 900 : 844 } },
  })),
);

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [
    { name: 'main-intl', testIgnore: ['**/e2e/cn/**', '**/e2e/shop/**', '**/e2e/shop-cn/**', '**/e2e/edu/**'], use: { baseURL } },
    // The browser keeps its English locale: the China site must be Chinese by itself.
    { name: 'main-cn', testDir: './e2e/cn', use: { baseURL: CN_ORIGIN } },
    // The shop host: its specs' API calls still go to `localhost` (Node does not resolve shop.localhost).
    { name: 'shop', testDir: './e2e/shop', use: { baseURL: SHOP_ORIGIN } },
    // The China shop host (the same app as `shop-cn`): Chinese by its host, CNY, WeChat Pay against the local fake.
    { name: 'shop-cn', testDir: './e2e/shop-cn', use: { baseURL: SHOP_CN_ORIGIN } },
    // The education site in English and Chinese (a Chinese browser; an English one that chose English), at 1440 and 390 px.
    ...EDU_PROJECTS,
  ],
  webServer: {
    command: `rm -rf .e2e-data-${port} && node ../../scripts/bootstrap.mjs start --skip-install`,
    url: `${baseURL}/aigc/api/fe-settings/pc`,
    timeout: 300_000,
    reuseExistingServer: false,
    // pnpm runs the server in a process group of its own, which the default
    // SIGKILL of the command's group misses (the run then waits for the
    // orphaned server forever); SIGTERM reaches it through bootstrap.mjs and pnpm.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: `${process.cwd()}/.e2e-data-${port}`,
      DATABASE_URL: '',
      SMTP_URL: '',
      NODE_ENV: 'development',
      // Outside services stay local: SMS in the outbox, WeChat's stand-in page, Google's stand-in provider.
      TENCENT_SMS_SECRET_ID: '',
      WECHAT_APP_ID: '',
      GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
      GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
      GOOGLE_ISSUER: OIDC_ISSUER,
      GOOGLE_REDIRECT_URI: '',
      // The local hosts, and a second international site and shop sharing one session cookie (e2e/settings.ts).
      SITE_HOSTS: [
        ...Object.entries(DEFAULT_SITE_HOSTS).map(([host, edition]) => `${host}=${edition}`),
        `${SHARED_COOKIE_DOMAIN}=main-intl`,
        `shop.${SHARED_COOKIE_DOMAIN}=shop`,
      ].join(','),
      SESSION_COOKIE_DOMAIN: SHARED_COOKIE_DOMAIN,
      // Every browser of the run comes from 127.0.0.1 with many accounts: the per-address and route
      // limits × 1000 (docs/security.md 'Limits and lockouts'); per account and per destination they stay.
      RATE_LIMITS: 'factor=1000',
      // A smaller demo seed (the challenges, the operator, the 'full' posts and the shop's products are all
      // there): every spec makes its own posts, and rendering 320 posts' pictures was most of the start-up.
      SEED_POSTS: '120',
      // The China shop pays with WeChat Pay against the local fake (the global setup starts it); its notices come back to this server.
      WECHAT_PAY_MCHID: FAKE_WECHAT_PAY_IDS.mchid,
      WECHAT_PAY_APP_ID: FAKE_WECHAT_PAY_IDS.appId,
      WECHAT_PAY_API_V3_KEY: wechatPay.keys.apiV3Key,
      WECHAT_PAY_CERT_SERIAL: FAKE_WECHAT_PAY_IDS.certSerial,
      WECHAT_PAY_PRIVATE_KEY: wechatPay.merchantKeyPath,
      WECHAT_PAY_PLATFORM_CERT: wechatPay.platformCertPath,
      WECHAT_PAY_PLATFORM_SERIAL: FAKE_WECHAT_PAY_IDS.platformSerial,
      WECHAT_PAY_NOTIFY_URL: `${API_ORIGIN}/aigc/api/pay/wechat/notify`,
      WECHAT_PAY_API_URL: WXPAY_URL,
      STRIPE_SECRET_KEY: '',
      SHOP_PUBLIC_URL: '',
      SHOP_CN_PUBLIC_URL: '',
    },
  },
});
