import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { Message } from '@aigc/api-client';
import { message, renderWithProviders } from '@aigc/store/testing';
import { MessageItem } from './MessageItem';

const Router = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
const official = { userInfo: null, posterImage: [] };
const order = { userInfo: null, entrance: 1, info: { orderId: 'o1', product_name: 'Fox pendant', payAmount: 2900 } };

function row(m: Message) {
  const onOpen = vi.fn();
  renderWithProviders(<MessageItem message={m} officialSender="Makeable Official" today="2026-01-02" onOpen={onOpen} />, {
    wrapper: Router,
  });
  return { onOpen, article: screen.getByRole('article') };
}

describe('MessageItem: every type has its text (docs/product.md §8, §9)', () => {
  it.each<[string, Partial<Message>, string | RegExp]>([
    ['0 system', { ...official, type: 0, payloadJson: { title: 'Maintenance', content: 'Back at 6 am.' } }, 'Makeable Official(unread)MaintenanceBack at 6 am.'],
    ['1 like', { type: 1 }, 'Bo Chen(unread)liked your design'],
    ['4 want', { type: 4 }, 'wants your design to be made real'],
    ['5 threshold', { ...official, type: 5, info: { conditionNum: 100 } }, 'passed 100 wants and will be made. Fill in your shipping information'],
    ['6 on sale', { ...official, type: 6 }, 'is now on sale'],
    ['7 cannot produce', { ...official, type: 7 }, 'cannot be produced. Please contact our support team'],
    ['8 refunded', { ...official, type: 8, info: { wantItTicketCount: 1 } }, 'cannot be made. Your 1 want-ticket was refunded.'],
    ['8 refunded, several', { ...official, type: 8, info: { wantItTicketCount: 3 } }, 'Your 3 want-tickets were refunded.'],
    ['9 made', { ...official, type: 9 }, 'has been made real!'],
    ['10 follow', { type: 10 }, 'started following you'],
    ['11 follow back', { type: 11 }, 'followed you back'],
    ['12 comment', { type: 12, payloadJson: { content: 'So shiny' } }, 'commented on your design: So shiny'],
    ['13 reply', { type: 13, payloadJson: { content: 'Thanks!' } }, 'replied to your comment: Thanks!'],
    ['14 order', { ...order, type: 14 }, /Order update\(unread\)Your order of Fox pendant is confirmed\. Paid \$29\.00\./],
    ['15 order', { ...order, type: 15 }, 'Your order of Fox pendant is in production.'],
    ['14 order in yuan', { ...order, type: 14, info: { ...order.info, payAmount: 19900, currency: 'CNY' } }, /Paid CN¥199\.00\./],
    ['16 refund', { ...order, type: 16, info: { ...order.info, returnReason: 'Out of silver' } }, 'cannot be produced. $29.00 has been refunded. Reason: Out of silver'],
    ['17 shipped', { ...order, type: 17 }, 'Your order of Fox pendant has shipped.'],
    ['18 deleted', { type: 18, info: { wantItTicketCount: 1 } }, 'The author deleted a design you wanted. Your 1 want-ticket was refunded.'],
    ['19 prize', { ...official, type: 19, info: { topicTitle: 'Lanterns' } }, 'won a prize in “Lanterns” and will be produced for free'],
    ['20 prize', { ...official, type: 20, info: { topicTitle: 'Lanterns' } }, 'Please contact our team to claim it.'],
    ['21 prize', { ...official, type: 21 }, 'but it cannot be produced. Please contact support for your compensation.'],
    ['22 ranking', { ...official, type: 22 }, 'Makeable Official(unread)You made the creator ranking'],
    ['23 comment mention', { type: 23, info: { mentionType: 1, commentId: 'k' }, payloadJson: { content: '@Ada look' } }, 'mentioned you in a comment: @Ada look'],
    ['23 post mention', { type: 23, info: { mentionType: 2 } }, 'mentioned you in a post'],
    ['24 release approved', { ...official, type: 24, info: { productId: 'p', product_name: 'Moon pendant' } }, 'Makeable Official(unread)Your product “Moon pendant” was approved and is on sale in the shop.'],
    ['25 release rejected', { ...official, type: 25, info: { product_name: 'Moon pendant', returnReason: 'Too thin' } }, 'Your product “Moon pendant” was not approved. Reason: Too thin'],
    ['100 custom', { ...official, type: 100, payloadJson: { title: 'Summer challenge' } }, 'Summer challenge'],
    ['unknown', { type: 77 }, 'You have a new notice.'],
  ])('%s', (_name, overrides, text) => {
    const { article } = row(message('m', overrides));
    expect(article).toHaveTextContent(text);
  });

  it('shows the time of today without the date, an unread dot, and the poster', () => {
    const { article } = row(message('m', { type: 1, localDateTime: '2026-01-02 08:30:00' }));
    expect(article.querySelector('time')).toHaveTextContent('08:30');
    expect(article.querySelector('.nt-dot')).not.toBeNull();
    expect(article.querySelector('img')).toHaveAttribute('src', '/aigc/files/img-c1-512.png');
  });

  it('a read message has no dot', () => {
    const { article } = row(message('m', { type: 1, readFlag: 1 }));
    expect(article.querySelector('.nt-dot')).toBeNull();
    expect(article).not.toHaveTextContent('(unread)');
  });

  it('a passed threshold also links to the shipping form, and opening it counts as opening the message', async () => {
    const { onOpen } = row(message('m', { ...official, type: 5 }));
    const link = screen.getByRole('link', { name: 'Fill in shipping information' });
    expect(link).toHaveAttribute('href', '/delivery');
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
