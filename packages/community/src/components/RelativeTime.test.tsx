import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { I18nProvider } from '@aigc/i18n';
import { drawnOnServer, hydrateDrawn, renderWithProviders } from '@aigc/store/testing';
import { formatRelativeTime } from '../util/format';
import { RelativeTime } from './RelativeTime';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();
const H = 3_600_000;

describe('formatRelativeTime (docs/product.md §2 Times)', () => {
  it('says how long ago in English and Chinese, by Intl.RelativeTimeFormat', () => {
    expect(formatRelativeTime(before(20_000), 'en-US', NOW)).toBe('now');
    expect(formatRelativeTime(before(5 * 60_000), 'en-US', NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(before(3 * H + 59 * 60_000), 'en-US', NOW)).toBe('3 hours ago');
    expect(formatRelativeTime(before(3 * H), 'zh-Hans', NOW)).toBe('3小时前');
    expect(formatRelativeTime(before(30 * H), 'en-US', NOW)).toBe('yesterday');
    expect(formatRelativeTime(before(3 * 24 * H), 'zh-Hans', NOW)).toBe('3天前');
  });

  it('shows the date from 7 days on, for a future time, and returns junk as is', () => {
    expect(formatRelativeTime(before(7 * 24 * H), 'en-US', NOW)).toBe('Mar 3, 2026');
    expect(formatRelativeTime(new Date(NOW + H).toISOString(), 'en-US', NOW)).toBe('Mar 10, 2026');
    expect(formatRelativeTime('not a date', 'en-US', NOW)).toBe('not a date');
  });
});

describe('RelativeTime', () => {
  afterEach(() => vi.useRealTimers());

  it('is a <time> with the ISO time, the relative text and the absolute date as title', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const iso = before(3 * H);
    renderWithProviders(<RelativeTime iso={iso} />);
    const time = screen.getByText('3 hours ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', iso);
    expect(time.getAttribute('title')).toMatch(/^Mar 10, 2026, \d{1,2}:00\s?[AP]M$/);
  });

  it("hydrates the server's text without a mismatch, then shows the browser's own", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const ui = (
      <I18nProvider>
        <RelativeTime iso={before(3 * H)} />
      </I18nProvider>
    );
    const container = drawnOnServer(ui);
    expect(container.textContent).toBe('3 hours ago');
    // The page reaches the browser an hour later, as a kept page may.
    vi.setSystemTime(NOW + H);
    const { errors, unmount } = await hydrateDrawn(container, ui);
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('4 hours ago');
    unmount();
  });
});
