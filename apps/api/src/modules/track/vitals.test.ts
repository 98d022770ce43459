import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/harness';
import { createAdminToken } from '../admin';

/** Real-user page metrics through HTTP (docs/architecture.md 'Real-user metrics'). */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  const ops = await t.createUser({ nickname: 'VitalsOps' });
  await t.db.insert(userRoles).values({ userId: ops.id, role: 'admin' });
  token = await createAdminToken(t.db, ops.id, 'test', t.clock.now());
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const vital = (metric: string, value: number, route: string, extra: Record<string, unknown> = {}) => ({
  event: 'web_vital',
  params: { metric, value, rating: 'good', route, navigation_type: 'navigate', ...extra },
  time: t.clock.now().getTime(),
});

async function send(host: string, events: unknown[]) {
  return t.app.inject({ method: 'POST', url: '/aigc/api/track', headers: { host }, payload: { events } });
}

async function report(hours?: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/aigc/admin/web-vitals${hours ? `?hours=${hours}` : ''}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return res.json() as {
    code: number;
    data: { since: string; until: string; rows: { edition: string; route: string; metric: string; p75: number; samples: number }[] };
  };
}

describe('web vitals', () => {
  it('stores valid metrics with the edition of the host, and refuses invalid ones with a clear message', async () => {
    for (const bad of [
      vital('LCP', -1, '/'),
      vital('LCP', Number.MAX_SAFE_INTEGER, '/'),
      vital('FID', 10, '/'),
      vital('CLS', 0.1, ''),
      vital('INP', 100, '/', { rating: 'great' }),
    ]) {
      const res = (await send('localhost', [bad])).json() as { code: number; msg: string };
      expect(res.code, JSON.stringify(bad.params)).toBe(400);
      expect(res.msg).toMatch(/web_vital|metric|value|route|rating/);
    }
    expect((await report()).data.rows).toEqual([]);

    // the client's own 'edition' field is ignored: the host decides
    const ok = (await send('cn.localhost', [vital('LCP', 1800, '/', { edition: 'shop' })])).json() as { code: number };
    expect(ok.code).toBe(200);
    expect((await report()).data.rows).toEqual([{ edition: 'main-cn', route: '/', metric: 'LCP', p75: 1800, samples: 1 }]);
  });

  it('reports the 75th percentile per edition, route and metric over the window, busiest routes first', async () => {
    // LCP on the international home: 1000, 2000, 3000, 4000 ms → p75 (continuous) = 3250
    await send(
      'localhost',
      [1000, 2000, 3000, 4000].map((v) => vital('LCP', v, '/')),
    );
    await send('localhost', [vital('CLS', 0.02, '/'), vital('CLS', 0.1, '/'), vital('LCP', 900, '/content/:contentId')]);
    const { code, data } = await report();
    expect(code).toBe(200);
    const home = data.rows.filter((r) => r.edition === 'main-intl' && r.route === '/');
    expect(home).toEqual([
      { edition: 'main-intl', route: '/', metric: 'CLS', p75: expect.closeTo(0.08, 5), samples: 2 },
      { edition: 'main-intl', route: '/', metric: 'LCP', p75: 3250, samples: 4 },
    ]);
    // the international home (6 reports) comes before the China home (1) and the post page (1)
    expect(data.rows[0]!.route).toBe('/');
    expect(data.rows[0]!.edition).toBe('main-intl');

    // a day later, the window is empty again
    t.clock.advance(25 * 3_600_000);
    expect((await report()).data.rows).toEqual([]);
    expect((await report(48)).data.rows.length).toBeGreaterThan(0);
  });

  it('is for operators only', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/aigc/admin/web-vitals' });
    expect((visitor.json() as { code: number }).code).toBe(401);
    const user = await t.createUser({ nickname: 'NotOps' });
    const signedIn = await t.call('GET', '/aigc/admin/web-vitals', { session: user.session });
    expect(signedIn.body.code).toBe(403);
  });
});
