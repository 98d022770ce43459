import type { Message } from '@aigc/api-client';
import { api } from '../api';
import type { messagesApi } from './messages';

// The messages endpoints are injected lazily (`@aigc/store/messages`); this
// module patches their caches by name without loading them: before they are
// injected nothing is cached, so there is nothing to patch.
const cached = api as unknown as typeof messagesApi;

type PatchThunk = ReturnType<typeof messagesApi.util.updateQueryData>;
/** A cache patch (`undo()` reverts it). */
export type MessagePatch = ReturnType<PatchThunk>;
/** The store's dispatch, as far as cache patches go. */
export type PatchDispatch = (thunk: PatchThunk) => MessagePatch;
type CacheState = Parameters<typeof messagesApi.util.selectCachedArgsForQuery>[0];

/**
 * Applies `visit` to every cached message — each list page of every group
 * (`getMessages`) and each single message (`getMessage`) — and returns the
 * patches (for `undo()`).
 */
export function patchCachedMessages(dispatch: PatchDispatch, state: unknown, visit: (m: Message) => void): MessagePatch[] {
  const patches: MessagePatch[] = [];
  const cache = state as CacheState;
  for (const group of cached.util.selectCachedArgsForQuery(cache, 'getMessages')) {
    patches.push(
      dispatch(
        cached.util.updateQueryData('getMessages', group, (draft) => {
          for (const page of draft.pages) for (const m of page.dataList) visit(m);
        }),
      ),
    );
  }
  for (const msgId of cached.util.selectCachedArgsForQuery(cache, 'getMessage')) {
    patches.push(dispatch(cached.util.updateQueryData('getMessage', msgId, visit)));
  }
  return patches;
}

/**
 * A follow or unfollow of `userId` succeeded: sets `userInfo.following` of every
 * cached message about them (the follow-back button of docs/product.md §3 follows it).
 */
export function messagesFollowingChanged(dispatch: PatchDispatch, state: unknown, userId: string, following: boolean): void {
  patchCachedMessages(dispatch, state, (m) => {
    if (m.userInfo?.userId === userId) m.userInfo.following = following;
  });
}
