import { describe, expect, it } from 'vitest';
import {
  canChangePrizeOutcome,
  informationPath,
  messageGroup,
  messageTarget,
  messageTargetPath,
  PRIZE_OUTCOME_TYPE,
  PRIZE_OUTCOMES,
  raisesDesktopNotification,
  unreadBadgeText,
} from './messages';

describe('messageTarget (docs/product.md §4 click routing)', () => {
  it('follows the landing url path for system and custom messages', () => {
    expect(messageTarget({ type: 0, payloadJson: { landing_url: 'https://x.example/challenge/7?a=1' } })).toEqual({
      kind: 'path',
      path: '/challenge/7?a=1',
    });
    expect(messageTarget({ type: 100, payloadJson: { landing_url: '/make-real' } })).toEqual({ kind: 'path', path: '/make-real' });
    expect(messageTarget({ type: 0, payloadJson: null })).toBeNull();
  });
  it('does nothing for follow and follow-back', () => {
    expect(messageTarget({ type: 10, contentId: 'c' })).toBeNull();
    expect(messageTarget({ type: 11, contentId: 'c' })).toBeNull();
  });
  it('opens the content at the comment for comments and replies', () => {
    expect(messageTarget({ type: 12, contentId: 'c', info: { commentId: 'k' } })).toEqual({
      kind: 'content',
      contentId: 'c',
      commentId: 'k',
    });
    expect(messageTarget({ type: 13, contentId: 'c' })).toEqual({ kind: 'content', contentId: 'c' });
  });
  it('opens orders', () => {
    for (const type of [14, 15, 16]) {
      expect(messageTarget({ type, info: { orderId: 'o' } })).toEqual({ kind: 'orderDetail', orderId: 'o' });
    }
    expect(messageTarget({ type: 17, info: { orderId: 'o' } })).toEqual({ kind: 'orderLogistics', orderId: 'o' });
    expect(messageTarget({ type: 14 })).toBeNull();
  });
  it('sends rankings to the creators page bottom', () => {
    expect(messageTarget({ type: 22 })).toEqual({ kind: 'path', path: '/creator?scrollToBottom=true' });
  });
  it('sends a reviewed product release to the creator’s release page', () => {
    expect(messageTarget({ type: 24, contentId: 'c' })).toEqual({ kind: 'path', path: '/designer/product/release' });
    expect(messageTarget({ type: 25, contentId: 'c' })).toEqual({ kind: 'path', path: '/designer/product/release' });
  });
  it('routes mentions by mention type', () => {
    expect(messageTarget({ type: 23, contentId: 'c', info: { mentionType: 1, commentId: 'k' } })).toEqual({
      kind: 'content',
      contentId: 'c',
      commentId: 'k',
    });
    expect(messageTarget({ type: 23, contentId: 'c', info: { mentionType: 2, commentId: 'k' } })).toEqual({
      kind: 'content',
      contentId: 'c',
    });
  });
  it('opens the content for every other type', () => {
    expect(messageTarget({ type: 4, contentId: 'c' })).toEqual({ kind: 'content', contentId: 'c' });
    expect(messageTarget({ type: 9 })).toBeNull();
  });
});

describe('unreadBadgeText (docs/product.md §9)', () => {
  it('caps at 99+', () => {
    expect(unreadBadgeText(0)).toBe('');
    expect(unreadBadgeText(-2)).toBe('');
    expect(unreadBadgeText(7)).toBe('7');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });
});

describe('messageTarget landing urls', () => {
  it('keeps only root paths', () => {
    expect(messageTarget({ type: 0, payloadJson: { landing_url: 'https://x.example' } })).toEqual({ kind: 'path', path: '/' });
    expect(messageTarget({ type: 0, payloadJson: { landing_url: 'javascript:alert(1)' } })).toBeNull();
    expect(messageTarget({ type: 0, payloadJson: { landing_url: '//evil.example/x' } })).toBeNull();
  });
});

describe('messageGroup', () => {
  it('puts official types in system, order types in trade and the rest in normal', () => {
    for (const type of [0, 5, 6, 7, 8, 9, 18, 19, 20, 21, 24, 25, 100]) expect(messageGroup(type)).toBe('system');
    for (const type of [14, 15, 16, 17]) expect(messageGroup(type)).toBe('trade');
    for (const type of [1, 4, 10, 11, 12, 13, 22, 23]) expect(messageGroup(type)).toBe('normal');
  });
});

describe('raisesDesktopNotification (docs/product.md §9)', () => {
  it('is true for the official types 5 to 9 only', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 18, 0, 100].map(raisesDesktopNotification)).toEqual([
      false, true, true, true, true, true, false, false, false, false,
    ]);
  });
});

describe('prize outcomes (docs/product.md §8 types 19–21)', () => {
  it('map to the system messages 19, 20, 21', () => {
    expect(PRIZE_OUTCOME_TYPE).toEqual({ free: 19, contact: 20, not_producible: 21 });
    for (const o of PRIZE_OUTCOMES) expect(messageGroup(PRIZE_OUTCOME_TYPE[o])).toBe('system');
  });
  it('may only turn not_producible, which is final', () => {
    expect(canChangePrizeOutcome('free', 'not_producible')).toBe(true);
    expect(canChangePrizeOutcome('contact', 'not_producible')).toBe(true);
    expect(canChangePrizeOutcome('free', 'contact')).toBe(false);
    expect(canChangePrizeOutcome('contact', 'free')).toBe(false);
    expect(canChangePrizeOutcome('not_producible', 'free')).toBe(false);
    expect(canChangePrizeOutcome('free', 'free')).toBe(false);
  });
});

describe('official messages without a landing url (our rule)', () => {
  it('open their own page when the message id is known', () => {
    expect(messageTarget({ msgId: 'm 1', type: 0, payloadJson: null })).toEqual({ kind: 'path', path: '/information/m%201' });
    expect(messageTarget({ msgId: 'm2', type: 100, payloadJson: { landing_url: 'javascript:x' } })).toEqual({
      kind: 'path',
      path: informationPath('m2'),
    });
    expect(messageTarget({ msgId: 'm3', type: 100, payloadJson: { landing_url: '/make-real' } })).toEqual({ kind: 'path', path: '/make-real' });
  });
});

describe('messageTargetPath', () => {
  it('turns each target into an in-app URL', () => {
    expect(messageTargetPath({ kind: 'path', path: '/creator?scrollToBottom=true' })).toBe('/creator?scrollToBottom=true');
    expect(messageTargetPath({ kind: 'content', contentId: 'c1' })).toBe('/content/c1');
    expect(messageTargetPath({ kind: 'content', contentId: 'c1', commentId: 'k 2' })).toBe('/content/c1?commentId=k%202');
    expect(messageTargetPath({ kind: 'orderDetail', orderId: 'o1' })).toBe('/order/detail/o1');
    expect(messageTargetPath({ kind: 'orderLogistics', orderId: 'o1' })).toBe('/order/detail/o1?tab=logistics');
  });
});
