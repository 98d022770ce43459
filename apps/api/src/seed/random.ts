/** The seed's machinery: a deterministic PRNG, a task pool and chunked inserts. */

/**
 * A deterministic PRNG (mulberry32) from a 32-bit `seed`: the seed data is the
 * same on every run. `next()` is uniform in [0, 1); `int(lo, hi)` is an integer
 * in [lo, hi] (both inclusive); `pick` draws one element of a non-empty list;
 * `sample(list, k)` draws k distinct elements (a Fisher–Yates shuffle of a copy,
 * which always consumes `list.length - 1` draws whatever k is).
 */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const sample = <T>(list: readonly T[], k: number): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, k);
  };
  return { next, int, pick, sample };
}

/** The generator {@link prng} returns; every planning step draws from one of them, in a fixed order. */
export type Prng = ReturnType<typeof prng>;

/** Runs `tasks` with at most `limit` at a time (at least one); results in task order. */
export async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await (tasks[i] as () => Promise<T>)();
      }
    }),
  );
  return out;
}

/** Inserts `rows` in chunks of `size`, one after the other (keeps statements under PostgreSQL's parameter limit). */
export async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
