import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Outbox } from './mail';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function outbox(): Outbox {
  const dir = mkdtempSync(join(tmpdir(), 'aigc-outbox-'));
  dirs.push(dir);
  return new Outbox(dir);
}

describe('the local outbox', () => {
  it('lists whole messages only, newest first, while others are being saved', async () => {
    const box = outbox();
    // Large messages keep each write open long enough for a listing to land inside it.
    const text = 'Your code is 123456. '.repeat(25_000);
    let saving = true;
    const saves = Promise.all(
      Array.from({ length: 40 }, (_, i) => box.save({ to: `u${i}@example.com`, subject: 'Code', text }, new Date(1_800_000_000_000 + i))),
    ).finally(() => {
      saving = false;
    });
    let listings = 0;
    while (saving) {
      // Rejects (a JSON syntax error) when it reads a half-written file.
      await box.list();
      listings += 1;
    }
    await saves;
    expect(listings).toBeGreaterThan(0);
    const all = await box.list();
    expect(all).toHaveLength(40);
    expect(all[0]!.to).toBe('u39@example.com');
    expect(all.at(-1)!.to).toBe('u0@example.com');
    expect(readdirSync(box.dir).filter((n) => !n.endsWith('.json'))).toEqual([]);
  });

  it('ignores a file still being written (its temporary name)', async () => {
    const box = outbox();
    await box.save({ to: 'a@example.com', subject: 'Code', text: 'Your code is 123456' });
    writeFileSync(join(box.dir, '000000000000001-x.json.tmp'), '{"to": "b@exa');
    expect((await box.list()).map((m) => m.to)).toEqual(['a@example.com']);
  });
});
