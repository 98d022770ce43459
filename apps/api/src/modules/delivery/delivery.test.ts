import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { campaignCounters, idTagClaims } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/harness';
import { ID_TAG_CAMPAIGN } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Shipping = { address: string; fullName: string; phone: string; locked: Record<string, boolean> };
const confirm = (session: string, field: string, value: string) =>
  t.call<Shipping>('POST', '/aigc/api/delivery/confirm', { body: { field, value }, session });

const address = { line1: '350 Fifth Avenue', city: 'New York', state: 'NY', zip: '10118' };
type Campaign = { limit: number; claimed: number; remaining: number; claim: { seq: number; name: string } | null };
const claim = (session: string, body: unknown = { name: 'Ada Lovelace', country: 'US', address }) =>
  t.call<Campaign>('POST', '/aigc/api/idtag/claim', { body, session });

describe('shipping information (/delivery)', () => {
  it('needs login', async () => {
    expect((await t.call('GET', '/aigc/api/delivery/info')).body.code).toBe(401);
  });

  it('validates each field on the server and locks it once confirmed', async () => {
    const u = await t.createUser();
    expect((await confirm(u.session, 'address', '  ')).body).toEqual({ code: 400, msg: 'Please enter your address', data: null });
    expect((await confirm(u.session, 'phone', 'call me')).body.msg).toBe('Please enter a valid phone number');
    const ok = await confirm(u.session, 'address', ' 1 Infinite Loop, Cupertino CA 95014 ');
    expect(ok.body.data).toMatchObject({ address: '1 Infinite Loop, Cupertino CA 95014', locked: { address: true, fullName: false, phone: false } });
    expect((await confirm(u.session, 'address', 'Somewhere else 12')).body).toEqual({
      code: 409,
      msg: 'This field is locked after confirmation',
      data: null,
    });
    await confirm(u.session, 'fullName', 'Ada Lovelace');
    await confirm(u.session, 'phone', '+1 (408) 996-1010');
    const info = await t.call<Shipping>('GET', '/aigc/api/delivery/info', { session: u.session });
    expect(info.body.data).toEqual({
      address: '1 Infinite Loop, Cupertino CA 95014',
      fullName: 'Ada Lovelace',
      phone: '+1 (408) 996-1010',
      locked: { address: true, fullName: true, phone: true },
    });
  });

  it('concurrent confirmations of one field: exactly one wins', async () => {
    const u = await t.createUser();
    const results = await Promise.all(['Alice A', 'Bob B', 'Carol C', 'Dan D'].map((n) => confirm(u.session, 'fullName', n)));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 409)).toHaveLength(3);
  });
});

describe('free ID tag', () => {
  it('US residents only, one claim per user, name and address locked', async () => {
    const u = await t.createUser();
    expect((await claim(u.session, { name: 'Ada', country: 'CA', address })).body.msg).toBe('The free ID tag is for US residents only');
    expect((await claim(u.session, { name: 'Ada', country: 'US', address: { ...address, zip: '1011' } })).body.msg).toBe(
      'Please enter a valid ZIP code',
    );
    const first = await claim(u.session);
    expect(first.body.data.claim).toMatchObject({ seq: expect.any(Number), name: 'Ada Lovelace' });
    expect((await claim(u.session, { name: 'Someone Else', country: 'US', address })).body).toEqual({
      code: 409,
      msg: 'You have already claimed your free ID tag',
      data: null,
    });
    const visitor = await t.call<Campaign>('GET', '/aigc/api/idtag/campaign');
    expect(visitor.body.data).toMatchObject({ limit: 10_000, claim: null });
  });

  it('the count is exact under concurrent claims: with 5 left, 20 users racing get exactly 5 tags', async () => {
    await t.db.insert(campaignCounters).values({ campaign: ID_TAG_CAMPAIGN, claimed: 0, cap: 10_000 }).onConflictDoNothing();
    const [c] = await t.db.select().from(campaignCounters).where(eq(campaignCounters.campaign, ID_TAG_CAMPAIGN));
    await t.db.update(campaignCounters).set({ claimed: 10_000 - 5 }).where(eq(campaignCounters.campaign, ID_TAG_CAMPAIGN));
    const users = await Promise.all(Array.from({ length: 20 }, () => t.createUser()));
    // Two requests per user: a double click must not take two tags.
    const results = await Promise.all(users.flatMap((u) => [claim(u.session), claim(u.session)]));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((x) => x === 200)).toHaveLength(5);
    expect(codes.filter((x) => x !== 200).every((x) => x === 4002 || x === 409)).toBe(true);
    const [after] = await t.db.select().from(campaignCounters).where(eq(campaignCounters.campaign, ID_TAG_CAMPAIGN));
    expect(after?.claimed).toBe(10_000);
    const seqs = (await t.db.select({ seq: idTagClaims.seq }).from(idTagClaims)).map((r) => r.seq).filter((s) => s > 10_000 - 5);
    expect(seqs.sort((a, b) => a - b)).toEqual([9996, 9997, 9998, 9999, 10_000]);
    expect(c).toBeDefined();
    const late = await t.createUser();
    expect((await claim(late.session)).body).toEqual({ code: 4002, msg: 'All 10,000 free ID tags have been claimed', data: null });
  });
});
