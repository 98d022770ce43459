import { describe, expect, it } from 'vitest';
import type { TicketLog } from '@aigc/api-client';
import { i18n, setupI18n } from '@lingui/core';
import { ledgerTitleText, toLogRows } from './formatLog';

const entry = (over: Partial<TicketLog>): TicketLog => ({
  uniqueTicketLogId: 'l1',
  title: 'Sign-up bonus',
  createTime: '2026-03-04T21:15:00.000Z',
  type: 1,
  nums: 5,
  ...over,
});

describe('ledgerTitleText', () => {
  it('shows a stored title through its kind, keeping the post title', () => {
    expect(ledgerTitleText('Daily login reward', i18n)).toBe('Daily login reward');
    expect(ledgerTitleText('Want it: Fox lamp', i18n)).toBe('Want it: Fox lamp');
    expect(ledgerTitleText('Refund: the wanted work could not be made: Moon lamp', i18n)).toBe(
      'Refund: the wanted work could not be made: Moon lamp',
    );
    expect(ledgerTitleText('Some older title', i18n)).toBe('Some older title');
  });

  it("uses the reader's catalog for the kind, not the stored English", () => {
    const zh = setupI18n();
    // The catalog's ids are the compiled ones; find them through the English instance's lookups.
    const ids: string[] = [];
    const spy = { ...i18n, _: (d: { id: string }) => (ids.push(d.id), '') } as unknown as typeof i18n;
    ledgerTitleText('Daily login reward', spy);
    zh.loadAndActivate({ locale: 'zh-Hans', messages: { [ids[0]!]: '每日登录奖励' } });
    expect(ledgerTitleText('Daily login reward', zh)).toBe('每日登录奖励');
  });
});

describe('toLogRows', () => {
  it('signs gains with + and spends with a minus sign', () => {
    const rows = toLogRows([entry({}), entry({ uniqueTicketLogId: 'l2', type: 2, nums: 1, title: 'Wanted a post' })], i18n);
    expect(rows.map((r) => [r.amount, r.kind])).toEqual([
      ['+5', 'gain'],
      ['\u22121', 'spend'],
    ]);
  });

  it('formats the time in the given locale and keeps the ISO value', () => {
    const [row] = toLogRows([entry({})], i18n);
    expect(row?.iso).toBe('2026-03-04T21:15:00.000Z');
    expect(row?.when).toMatch(/2026/);
    expect(row?.when).not.toBe(row?.iso);
  });

  it('shows an unparseable time as it came', () => {
    const [row] = toLogRows([entry({ createTime: 'yesterday' })], i18n);
    expect(row?.when).toBe('yesterday');
  });
});
