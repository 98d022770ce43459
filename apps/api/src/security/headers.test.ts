import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';

/** Security headers on every answer (docs/security.md 'Production start, cookies, headers and CSRF'). */
let t: TestApp;
let web: string;

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'aigc-web-'));
  const dist = join(web, 'main-intl', 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>');
  writeFileSync(join(dist, 'assets', 'index-B_UNz8O6.js'), "console.log('entry')");
  // edu is not built: its host answers the not-built page (with a <style> element).
  t = await startTestApp({ config: { webRoot: web, trustProxy: true } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(web, { recursive: true, force: true });
});

const directives = (csp: string | undefined) =>
  new Map((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name = '', ...values]) => [name, values]));

describe('every answer', () => {
  it.each([
    ['an app page', '/content/x', 'text/html'],
    ['an app file', '/assets/index-B_UNz8O6.js', 'javascript'],
    ['the API', '/aigc/api/fe-settings/pc', 'application/json'],
    ['a 404 of the API', '/aigc/api/nothing-here', 'application/json'],
  ])('%s carries CSP, frame-ancestors, Referrer-Policy, nosniff and Permissions-Policy', async (_, url, type) => {
    const r = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
    expect(r.headers['content-type']).toContain(type);
    const csp = directives(r.headers['content-security-policy'] as string | undefined);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['permissions-policy']).toMatch(/camera=\(\)/);
    expect(r.headers['strict-transport-security']).toBeUndefined();
  });

  it('gets HSTS only when it was served over HTTPS (here through the trusted proxy)', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/aigc/api/fe-settings/pc', headers: { 'x-forwarded-proto': 'https' } });
    expect(r.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  });

  it('allows no inline script or style attribute; <style> elements only (the scroll lock writes one)', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'edu.localhost' } });
    expect(r.statusCode).toBe(503);
    const csp = directives(r.headers['content-security-policy'] as string);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('style-src-elem')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });
});
