import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test` with one automatic check every spec's fixtures build
 * on: a test fails when a page of its browser context logs a
 * Content-Security-Policy violation (the server's policy, docs/security.md
 * 'Production start, cookies, headers and CSRF'), so a script, style, image
 * or fetch the policy blocks is caught where it happens.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  // (`provide` is Playwright's `use`, renamed so the React hooks lint rule does not take it for a hook.)
  cspViolations: [
    async ({ context }, provide) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      await provide(violations);
      expect(violations, 'Content-Security-Policy violations in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});
