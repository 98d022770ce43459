import { describe, expect, it } from 'vitest';
import { message } from '@aigc/store/testing';
import { messageHref, normalTab, shortMessageTime } from './messageFields';

describe('messageHref: the click routing table (docs/product.md §4)', () => {
  const official = { userInfo: null, contentId: null, posterImage: [] };
  it.each([
    ['0 with a landing URL → its path', message('m0', { ...official, type: 0, payloadJson: { landing_url: 'https://makeable.app/challenge/7?x=1' } }), '/challenge/7?x=1'],
    ['0 without one → its own page', message('m0', { ...official, type: 0, payloadJson: { title: 'Hi' } }), '/information/m0'],
    ['100 with a landing URL → its path', message('m100', { ...official, type: 100, payloadJson: { landing_url: '/make-real' } }), '/make-real'],
    ['100 without one → its own page', message('m100', { ...official, type: 100, payloadJson: null }), '/information/m100'],
    ['1 like → the post', message('m1', { type: 1 }), '/content/c1'],
    ['4 want → the post', message('m4', { type: 4 }), '/content/c1'],
    ['5 threshold → the post', message('m5', { type: 5, userInfo: null }), '/content/c1'],
    ['8 refund → the post', message('m8', { type: 8, userInfo: null }), '/content/c1'],
    ['9 made → the post', message('m9', { type: 9, userInfo: null }), '/content/c1'],
    ['10 follow → nowhere', message('m10', { type: 10, contentId: null }), null],
    ['11 follow back → nowhere', message('m11', { type: 11, contentId: null }), null],
    ['12 comment → the post at the comment', message('m12', { type: 12, info: { commentId: 'k1' } }), '/content/c1?commentId=k1'],
    ['13 reply → the post at the reply', message('m13', { type: 13, info: { commentId: 'k2' } }), '/content/c1?commentId=k2'],
    ['14 order → the order', message('m14', { type: 14, userInfo: null, info: { orderId: 'o1' } }), '/order/detail/o1'],
    ['15 order → the order', message('m15', { type: 15, userInfo: null, info: { orderId: 'o1' } }), '/order/detail/o1'],
    ['16 refunded order → the order', message('m16', { type: 16, userInfo: null, info: { orderId: 'o1' } }), '/order/detail/o1'],
    ['17 shipped → the logistics', message('m17', { type: 17, userInfo: null, info: { orderId: 'o1' } }), '/order/detail/o1?tab=logistics'],
    ['18 deleted → the post', message('m18', { type: 18 }), '/content/c1'],
    ['19 prize → the post', message('m19', { type: 19, userInfo: null }), '/content/c1'],
    ['22 ranking → the creators, scrolled down', message('m22', { type: 22, userInfo: null, contentId: null }), '/creator?scrollToBottom=true'],
    ['23 in a comment → the comment', message('m23', { type: 23, info: { mentionType: 1, commentId: 'k3' } }), '/content/c1?commentId=k3'],
    ['23 in a post → the post', message('m23', { type: 23, info: { mentionType: 2, commentId: null } }), '/content/c1'],
  ])('%s', (_name, m, href) => {
    expect(messageHref(m)).toBe(href);
  });

  it('ignores info fields of the wrong type', () => {
    expect(messageHref(message('x', { type: 12, info: { commentId: 42 } }))).toBe('/content/c1');
    expect(messageHref(message('x', { type: 14, userInfo: null, info: { orderId: 7 } }))).toBeNull();
  });
});

describe('normalTab', () => {
  it('puts comments, replies and mentions in Messages, the rest in Notices', () => {
    expect([12, 13, 23].map(normalTab)).toEqual(['message', 'message', 'message']);
    expect([1, 4, 10, 11, 22, 99].map(normalTab)).toEqual(['notice', 'notice', 'notice', 'notice', 'notice', 'notice']);
  });
});

describe('shortMessageTime', () => {
  it('shows the time today, month-day this year, the date before', () => {
    expect(shortMessageTime('2026-03-04 09:15:00', '2026-03-04')).toBe('09:15');
    expect(shortMessageTime('2026-01-02 18:00:59', '2026-03-04')).toBe('01-02 18:00');
    expect(shortMessageTime('2025-12-31 23:59:00', '2026-03-04')).toBe('2025-12-31');
  });
});
