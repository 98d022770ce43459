import { describe, expect, it } from 'vitest';
import * as limits from './limits';

/** The numbers of docs/product.md §5 and §9, locked: a change here must change that page too. */
describe('limits (docs/product.md §5, §9)', () => {
  it('publish limits', () => {
    expect(limits.TITLE_MAX).toBe(50);
    expect(limits.DESCRIPTION_MAX).toBe(300);
    expect(limits.POST_IMAGES_MAX).toBe(9);
    expect(limits.DOWNLOAD_MAX).toBe(9);
    expect(limits.DELETE_MAX).toBe(50);
    expect(limits.UPLOAD_MAX_BYTES).toBe(20 * 1024 * 1024);
    expect([limits.RATIO_MIN, limits.RATIO_MAX]).toEqual([0.5, 2]);
  });
  it('timing', () => {
    expect(limits.CODE_RESEND_SECONDS).toBe(60);
    expect(limits.CODE_TTL_MS).toBe(600_000);
    expect(limits.CODE_MAX_ATTEMPTS).toBe(5);
    expect(limits.TOAST_MS).toBe(3000);
    expect(limits.LIVE_RECONNECT_MIN_MS).toBe(3000);
    expect(limits.LIVE_RECONNECT_MAX_MS).toBe(60_000);
    expect(limits.TOAST_FADE_MS).toBe(300);
    expect(limits.REQUEST_TIMEOUT_MS).toBe(100_000);
    expect(limits.TICKET_TIP_MS).toBe(7000);
    expect(limits.DEBOUNCE_MS).toBe(300);
  });
  it('tickets, pages and layout', () => {
    expect(limits.WANT_THRESHOLD).toBe(100);
    expect(limits.SIGN_UP_TICKETS).toBe(5);
    expect(limits.WANT_COST).toBe(1);
    expect(limits.HISTORY_PAGE_SIZE).toBe(20);
    expect(limits.LIST_PAGE_SIZE).toBe(1000);
    expect(limits.MENTION_PAGE_SIZE).toBe(20);
    expect(limits.MOBILE_BREAKPOINT_PX).toBe(1024);
    expect([limits.ROOT_FONT_MIN_VIEWPORT_PX, limits.ROOT_FONT_DESIGN_VIEWPORT_PX, limits.ROOT_FONT_MAX_VIEWPORT_PX]).toEqual([
      1024, 1440, 1920,
    ]);
    expect(limits.APP_VERSION).toBe('1.0.1');
    expect(limits.DEFAULT_CARD_DISPLAY_COUNT).toBe(3);
  });
});
