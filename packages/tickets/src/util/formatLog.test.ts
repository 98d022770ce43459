import { describe, expect, it } from 'vitest';
import type { TicketLog } from '@aigc/api-client';
import { toLogRows } from './formatLog';

const entry = (over: Partial<TicketLog>): TicketLog => ({
  uniqueTicketLogId: 'l1',
  title: 'Sign-up bonus',
  createTime: '2026-03-04T21:15:00.000Z',
  type: 1,
  nums: 5,
  ...over,
});

describe('toLogRows', () => {
  it('signs gains with + and spends with a minus sign', () => {
    const rows = toLogRows([entry({}), entry({ uniqueTicketLogId: 'l2', type: 2, nums: 1, title: 'Wanted a post' })], 'en-US');
    expect(rows.map((r) => [r.amount, r.kind])).toEqual([
      ['+5', 'gain'],
      ['\u22121', 'spend'],
    ]);
  });

  it('formats the time in the given locale and keeps the ISO value', () => {
    const [row] = toLogRows([entry({})], 'en-US');
    expect(row?.iso).toBe('2026-03-04T21:15:00.000Z');
    expect(row?.when).toMatch(/2026/);
    expect(row?.when).not.toBe(row?.iso);
  });

  it('shows an unparseable time as it came', () => {
    const [row] = toLogRows([entry({ createTime: 'yesterday' })], 'en-US');
    expect(row?.when).toBe('yesterday');
  });
});
