import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DAILY_LOGIN_TICKETS } from '@aigc/domain';
import { comments, contents, ticketEvents, ticketLogs, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { SESSION_COOKIE } from '../../lib/sessions';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Daily = { day: string; tz: string; nextRefreshAt: string; granted: { kind: string; tickets: number }[]; balance: number };

async function daily(session: string, tz?: string): Promise<Daily> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/aigc/api/ticket/daily',
    cookies: { [SESSION_COOKIE]: session },
    headers: tz ? { tz } : {},
  });
  const body = res.json() as { code: number; data: Daily };
  expect(body.code).toBe(200);
  return body.data;
}

async function account(session: string, tz: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/aigc/api/user/account', cookies: { [SESSION_COOKIE]: session }, headers: { tz } });
  return (res.json() as { data: number }).data;
}

const at = (iso: string) => t.clock.set(new Date(iso));
/** A user who signed up 3 days before `iso`, with the clock then set to `iso` (sessions last 30 days). */
async function userAt(iso: string, tickets?: number) {
  t.clock.set(new Date(new Date(iso).getTime() - 3 * 86_400_000));
  const u = await t.createUser(tickets === undefined ? {} : { tickets });
  at(iso);
  return u;
}
const logins = (d: Daily) => d.granted.filter((g) => g.kind === 'login').length;

describe('daily login reward: once per local day, refreshing at 24:00 local time', () => {
  it('23:59 and 00:00 local in New York, Tokyo and Kiritimati (UTC+14)', async () => {
    for (const [tz, before, midnight] of [
      ['America/New_York', '2026-06-10T03:59:00Z', '2026-06-10T04:00:00Z'], // EDT = UTC−4
      ['Asia/Tokyo', '2026-06-10T14:59:00Z', '2026-06-10T15:00:00Z'], // JST = UTC+9
      ['Pacific/Kiritimati', '2026-06-10T09:59:00Z', '2026-06-10T10:00:00Z'], // UTC+14
    ] as const) {
      const u = await userAt(before);
      const first = await daily(u.session, tz);
      expect(logins(first)).toBe(1);
      expect(first.balance).toBe(DAILY_LOGIN_TICKETS);
      expect(first.nextRefreshAt).toBe(new Date(midnight).toISOString());
      t.clock.advance(30_000); // 23:59:30 — same local day
      expect(logins(await daily(u.session, tz))).toBe(0);
      at(midnight); // 00:00 — a new local day
      const next = await daily(u.session, tz);
      expect(logins(next)).toBe(1);
      expect(next.balance).toBe(2 * DAILY_LOGIN_TICKETS);
      expect(logins(await daily(u.session, tz))).toBe(0);
    }
  });

  it('across the spring-forward DST change in New York (a 23-hour day)', async () => {
    const u = await userAt('2026-03-08T04:59:00Z'); // Sat 7 March 23:59 EST
    expect((await daily(u.session, 'America/New_York')).day).toBe('2026-03-07');
    at('2026-03-08T05:00:00Z'); // Sun 8 March 00:00 EST
    const sunday = await daily(u.session, 'America/New_York');
    expect(sunday.day).toBe('2026-03-08');
    expect(logins(sunday)).toBe(1);
    // Clocks jump 02:00 → 03:00, so the next midnight is only 23 hours later.
    expect(sunday.nextRefreshAt).toBe('2026-03-09T04:00:00.000Z');
    at('2026-03-09T03:59:00Z'); // Sun 23:59 EDT
    expect(logins(await daily(u.session, 'America/New_York'))).toBe(0);
    at('2026-03-09T04:00:00Z'); // Mon 00:00 EDT
    expect(logins(await daily(u.session, 'America/New_York'))).toBe(1);
  });

  it('across the fall-back DST change (a 25-hour day)', async () => {
    const u = await userAt('2026-11-01T04:00:00Z'); // Sun 1 Nov 00:00 EDT
    const d = await daily(u.session, 'America/New_York');
    expect(d.day).toBe('2026-11-01');
    expect(d.nextRefreshAt).toBe('2026-11-02T05:00:00.000Z'); // 25 hours later, EST
    at('2026-11-02T04:30:00Z'); // Sun 23:30 EST — 24.5 h later, still Sunday
    expect(logins(await daily(u.session, 'America/New_York'))).toBe(0);
    at('2026-11-02T05:00:00Z');
    expect(logins(await daily(u.session, 'America/New_York'))).toBe(1);
  });

  it('switching the Tz header never gives a second reward for the same stretch of time', async () => {
    const u = await userAt('2026-06-10T12:00:00Z');
    expect(logins(await daily(u.session, 'UTC'))).toBe(1); // 10 June in UTC
    // Already 11 June in Kiritimati, but 11 June has not begun in UTC, the zone last used.
    expect(logins(await daily(u.session, 'Pacific/Kiritimati'))).toBe(0);
    expect(logins(await daily(u.session, 'Pacific/Pago_Pago'))).toBe(0); // back to 10 June (UTC−11)
    at('2026-06-11T12:00:00Z');
    expect(logins(await daily(u.session, 'UTC'))).toBe(1); // 11 June
    expect(logins(await daily(u.session, 'UTC'))).toBe(0);
    at('2026-06-12T00:00:00Z');
    expect(logins(await daily(u.session, 'UTC'))).toBe(1);
  });

  it('New York → Kiritimati does not grant the next day early: it waits for midnight in New York', async () => {
    const u = await userAt('2026-06-10T12:00:00Z'); // 08:00 on 10 June in New York, 02:00 on 11 June in Kiritimati
    expect(logins(await daily(u.session, 'America/New_York'))).toBe(1);
    const hop = await daily(u.session, 'Pacific/Kiritimati');
    expect(logins(hop)).toBe(0);
    expect(logins(await daily(u.session, 'Pacific/Kiritimati'))).toBe(0); // asking twice changes nothing
    at('2026-06-11T03:59:00Z'); // 23:59 on 10 June in New York
    expect(logins(await daily(u.session, 'Pacific/Kiritimati'))).toBe(0);
    at('2026-06-11T04:00:00Z'); // 11 June has begun in New York too
    expect(logins(await daily(u.session, 'Pacific/Kiritimati'))).toBe(1);
    expect(logins(await daily(u.session, 'Pacific/Kiritimati'))).toBe(0);
  });

  it('counts at most one zone change a day; the zone stays the one last used until then', async () => {
    const u = await userAt('2026-06-10T12:00:00Z');
    expect((await daily(u.session, 'UTC')).tz).toBe('UTC');
    at('2026-06-10T13:00:00Z');
    expect((await daily(u.session, 'Europe/Paris')).tz).toBe('Europe/Paris'); // the day's one change
    at('2026-06-10T14:00:00Z');
    const second = await daily(u.session, 'Pacific/Kiritimati');
    expect(second.tz).toBe('Europe/Paris'); // a second change the same day is not counted
    expect(logins(second)).toBe(0);
    at('2026-06-11T13:00:00Z'); // a day after the last change
    expect((await daily(u.session, 'Pacific/Kiritimati')).tz).toBe('Pacific/Kiritimati');
  });

  it('accepts only IANA zones (aliases resolve to their canonical name)', async () => {
    const u = await userAt('2026-06-10T12:00:00Z');
    expect((await daily(u.session, 'Etc/GMT-14')).tz).toBe('UTC'); // a fixed offset, not a place
    expect((await daily(u.session, 'Etc/GMT+12')).tz).toBe('UTC');
    const other = await userAt('2026-06-10T12:00:00Z');
    expect((await daily(other.session, 'US/Eastern')).tz).toBe('America/New_York');
  });

  it('falls back to UTC for a missing or unknown zone', async () => {
    const u = await userAt('2026-06-10T23:59:00Z');
    const d = await daily(u.session, 'Mars/Olympus_Mons');
    expect(d.tz).toBe('UTC');
    expect(d.day).toBe('2026-06-10');
    expect((await daily(u.session)).granted).toEqual([]);
  });

  it('GET /api/user/account grants it (the balance fetch after login), concurrently only once', async () => {
    const u = await userAt('2026-07-01T08:00:00Z', 1);
    const balances = await Promise.all(Array.from({ length: 20 }, () => account(u.session, 'Europe/Paris')));
    expect(Math.max(...balances)).toBe(1 + DAILY_LOGIN_TICKETS);
    const [row] = await t.db.select({ tickets: users.tickets }).from(users).where(eq(users.id, u.id));
    expect(row?.tickets).toBe(1 + DAILY_LOGIN_TICKETS);
    const gains = await t.db
      .select()
      .from(ticketLogs)
      .where(and(eq(ticketLogs.userId, u.id), eq(ticketLogs.title, 'Daily login reward')));
    expect(gains).toHaveLength(1);
    const events = await t.db.select().from(ticketEvents).where(eq(ticketEvents.userId, u.id));
    expect(events.map((e) => [e.type, e.num, e.balance])).toEqual([[2, DAILY_LOGIN_TICKETS, 1 + DAILY_LOGIN_TICKETS]]);
  });
});

describe('daily-activity rewards', () => {
  it('publishing and commenting during the local day pay +1 each, once a day; live events are type 3', async () => {
    const u = await userAt('2026-08-05T10:00:00Z');
    expect((await daily(u.session, 'UTC')).granted.map((g) => g.kind)).toEqual(['login']);
    const post = newId();
    await t.db.insert(contents).values({ id: post, authorId: u.id, title: 'Mine', createdAt: t.clock.now() });
    await t.db.insert(comments).values({ id: newId(), contentId: post, authorId: u.id, content: 'hi', createdAt: t.clock.now() });
    await t.db.insert(comments).values({ id: newId(), contentId: post, authorId: u.id, content: 'again', createdAt: t.clock.now() });
    const d = await daily(u.session, 'UTC');
    expect(d.granted).toEqual([
      { kind: 'publish', tickets: 1 },
      { kind: 'comment', tickets: 1 },
    ]);
    expect(d.balance).toBe(DAILY_LOGIN_TICKETS + 2);
    expect((await daily(u.session, 'UTC')).granted).toEqual([]);
    const events = await t.db.select().from(ticketEvents).where(eq(ticketEvents.userId, u.id));
    expect(events.map((e) => e.type).sort()).toEqual([2, 3, 3]);
    // Yesterday's post does not pay today.
    at('2026-08-06T10:00:00Z');
    expect((await daily(u.session, 'UTC')).granted.map((g) => g.kind)).toEqual(['login']);
  });

  it('the sign-up day has the sign-up reward instead of the login reward; the activities still pay', async () => {
    at('2026-09-01T09:00:00Z');
    const u = await t.createUser();
    const post = newId();
    await t.db.insert(contents).values({ id: post, authorId: u.id, title: 'First', createdAt: t.clock.now() });
    expect((await daily(u.session, 'UTC')).granted).toEqual([{ kind: 'publish', tickets: 1 }]);
    at('2026-09-02T00:00:00Z');
    expect(logins(await daily(u.session, 'UTC'))).toBe(1);
  });
});
