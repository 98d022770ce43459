import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@aigc/i18n';
import { drawnOnServer, hydrateDrawn } from '@aigc/store/testing';
import { ChallengeTime } from './ChallengeLabels';

const DAY = 86_400_000;
const NOW = Date.parse('2026-03-10T23:30:00Z');
const topic = { startTime: '2026-03-01T23:30:00Z', endTime: '2026-03-20T23:30:00Z', status: 'ongoing' as const };

describe('ChallengeTime', () => {
  afterEach(() => vi.useRealTimers());

  it("hydrates the server's dates and days left without a mismatch, then shows the browser's own", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const ui = (
      <I18nProvider>
        <ChallengeTime topic={topic} />
      </I18nProvider>
    );
    const container = drawnOnServer(ui);
    expect(container.textContent).toContain('10 days left');
    // The page reaches the browser two days later, as a kept page may (a reader in another time zone differs the same way).
    vi.setSystemTime(NOW + 2 * DAY);
    const { errors, unmount } = await hydrateDrawn(container, ui);
    expect(errors).toEqual([]);
    expect(container.textContent).toContain('8 days left');
    expect(container.querySelectorAll('time')).toHaveLength(3);
    unmount();
  });
});
