import { afterCommit, type Db, type DbOrTx } from '../db/client';

/** Who hears that post cards of a database changed (the feed cache of each app on it). */
const listeners = new WeakMap<Db, Set<() => void>>();

/**
 * Registers `listener` to hear {@link cardsChanged} on `db` (after the
 * change is committed); returns the function that removes it.
 */
export function listenToCardChanges(db: Db, listener: () => void): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => void set.delete(listener);
}

/**
 * Says that what a post card shows may have changed — a post published or
 * deleted, a like, want or comment counted, an author's name or avatar —
 * once `dbOrTx`'s transaction commits (never when it rolls back; at once on
 * the next microtask for a database handle). Writers call it beside the
 * write, so the feed cache (src/modules/contents/feedCache.ts) drops what it
 * holds before the writer's response leaves.
 */
export function cardsChanged(dbOrTx: DbOrTx): void {
  afterCommit(dbOrTx, (db) => {
    for (const listener of listeners.get(db) ?? []) listener();
  });
}
