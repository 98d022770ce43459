/**
 * Upload pipeline benchmark (a script that prints figures, not a
 * test): time per image of each step of `POST /generate/generate-image` —
 * the byte check + re-encode (inspectUpload), the 512/200 derivatives, and
 * the offline NSFW classifier (model load once, then per image) — for
 * typical photo sizes, and how fast a decompression bomb is refused.
 *
 * Usage: `pnpm --filter @aigc/api bench:uploads` (BENCH_ROUNDS, default 3).
 */
import { deflateSync, crc32 } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { makeDerivatives } from '../src/engine';
import { inspectUpload } from '../src/modules/uploads/inspect';
import { NsfwjsModerator } from '../src/modules/uploads/moderation';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

async function photo(w: number, h: number): Promise<Buffer> {
  // Noise at 1/8 size, enlarged: photo-like JPEG entropy without a big random buffer.
  const small = await sharp(randomBytes(Math.ceil(w / 8) * Math.ceil(h / 8) * 3), {
    raw: { width: Math.ceil(w / 8), height: Math.ceil(h / 8), channels: 3 },
  })
    .png()
    .toBuffer();
  return sharp(small).resize(w, h).jpeg({ quality: 88 }).toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function bomb(side: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc((side + 1) * side), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const out = await fn();
  return [performance.now() - t0, out];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const moderator = new NsfwjsModerator();
const [loadMs] = await time(() => moderator.warmUp());
console.log(`nsfwjs MobileNetV2 model load (once): ${loadMs.toFixed(0)} ms`);

for (const [w, h] of [
  [1024, 768],
  [3000, 2000],
  [4000, 3000],
] as const) {
  const bytes = await photo(w, h);
  const inspect: number[] = [];
  const deriv: number[] = [];
  const moderate: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const [a, r] = await time(() => inspectUpload(bytes));
    if (!r.ok) throw new Error(r.reason);
    const [b] = await time(() => makeDerivatives(r.image.bytes));
    const [c] = await time(() => moderator.check(r.image.bytes));
    inspect.push(a);
    deriv.push(b);
    moderate.push(c);
  }
  console.log(
    `${w}x${h} JPEG (${(bytes.length / 1024 / 1024).toFixed(1)} MB): check+re-encode ${median(inspect).toFixed(0)} ms, derivatives ${median(deriv).toFixed(0)} ms, moderation ${median(moderate).toFixed(0)} ms (median of ${rounds})`,
  );
}

const b = bomb(7000);
const [bombMs, verdict] = await time(() => inspectUpload(b));
console.log(`49 MP PNG bomb (${(b.length / 1024).toFixed(0)} KB sent): refused in ${bombMs.toFixed(1)} ms — ${verdict.ok ? 'ACCEPTED (bug)' : verdict.reason}`);
