/**
 * Story fixtures of the notice centre: one message of every type (docs/product.md §3
 * 'Message', §9 types) with pictures drawn as inline SVG, so stories need no
 * network and no binary files.
 */
import type { Message } from '@aigc/api-client';

/** An abstract artwork as a data URI; `seed` picks the colours. */
export function artwork(seed = 0): string {
  const palettes = [
    ['#f6d365', '#fda085', '#5b3a29'],
    ['#a1c4fd', '#c2e9fb', '#1e3a5f'],
    ['#d4fc79', '#96e6a1', '#1f4d2b'],
    ['#fbc2eb', '#a6c1ee', '#3b2a57'],
  ] as const;
  const [a, b, ink] = palettes[seed % palettes.length] ?? palettes[0];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="96" height="96" fill="url(#g)"/><circle cx="48" cy="44" r="22" fill="${ink}" fill-opacity="0.85"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const someone = { userId: 'u2', nickName: 'Bo Chen', avatar: artwork(3), following: false };
const poster = [artwork(0)];
const official: Partial<Message> = { userInfo: null, posterImage: poster };
const orderInfo = { orderId: 'o-1001', productId: 'p-7', product_name: 'Silver fox pendant', payAmount: 2900 };
const order: Partial<Message> = { userInfo: null, entrance: 1, posterImage: [artwork(1)], info: orderInfo };

/** A message: unread, about post c1, at 10:00 today-ish; `overrides` set the type and its fields. */
export function storyMessage(msgId: string, overrides: Partial<Message>): Message {
  return {
    msgId,
    type: 1,
    readFlag: 0,
    contentId: 'c1',
    entrance: 0,
    userInfo: someone,
    info: {},
    payloadJson: null,
    posterImage: poster,
    localDateTime: '2026-01-02 10:00:00',
    ...overrides,
  };
}

/** One message of every type the notice centre renders, with the name of its story. */
export const MESSAGES_BY_TYPE: Record<string, Message> = {
  system: storyMessage('m0', {
    ...official,
    type: 0,
    posterImage: [],
    payloadJson: { title: 'Scheduled maintenance', content: 'The generator pauses on Sunday from 02:00 to 04:00 UTC.' },
  }),
  like: storyMessage('m1', { type: 1 }),
  want: storyMessage('m4', { type: 4 }),
  thresholdPassed: storyMessage('m5', { ...official, type: 5, info: { conditionNum: 100 } }),
  onSale: storyMessage('m6', { ...official, type: 6 }),
  cannotProduce: storyMessage('m7', { ...official, type: 7 }),
  wantsRefunded: storyMessage('m8', { ...official, type: 8, info: { wantItTicketCount: 1 } }),
  made: storyMessage('m9', { ...official, type: 9 }),
  follow: storyMessage('m10', { type: 10, contentId: null, posterImage: [] }),
  followBack: storyMessage('m11', { type: 11, contentId: null, posterImage: [], userInfo: { ...someone, following: true } }),
  comment: storyMessage('m12', { type: 12, info: { commentId: 'k1' }, payloadJson: { content: 'I would wear this every day.' } }),
  reply: storyMessage('m13', { type: 13, info: { commentId: 'k2' }, payloadJson: { content: 'Thank you! Gold next?' } }),
  orderConfirmed: storyMessage('m14', { ...order, type: 14 }),
  orderInProduction: storyMessage('m15', { ...order, type: 15 }),
  orderRefunded: storyMessage('m16', { ...order, type: 16, info: { ...orderInfo, returnReason: 'The mould cracked' } }),
  orderShipped: storyMessage('m17', { ...order, type: 17 }),
  wantedPostDeleted: storyMessage('m18', { type: 18, info: { wantItTicketCount: 1 } }),
  prizeFree: storyMessage('m19', { ...official, type: 19, info: { topicTitle: 'Summer lanterns' } }),
  prizeContact: storyMessage('m20', { ...official, type: 20, info: { topicTitle: 'Summer lanterns' } }),
  prizeCannotProduce: storyMessage('m21', { ...official, type: 21, info: { topicTitle: 'Summer lanterns' } }),
  ranking: storyMessage('m22', { ...official, type: 22, contentId: null, posterImage: [] }),
  mentionInComment: storyMessage('m23c', { type: 23, info: { mentionType: 1, commentId: 'k3' }, payloadJson: { content: '@Ada look at this clasp' } }),
  mentionInPost: storyMessage('m23p', { type: 23, info: { mentionType: 2 } }),
  custom: storyMessage('m100', {
    ...official,
    type: 100,
    posterImage: [],
    payloadJson: { title: 'Summer lantern challenge', content: 'Design a lantern; the best three are made real.', landing_url: '/challenge/7' },
  }),
};
