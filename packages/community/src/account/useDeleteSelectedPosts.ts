import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { toastShown, useAppDispatch } from '@aigc/store';
import { useBatchDeletePostsMutation } from '@aigc/store/account';
import type { Selection } from './selection';

/**
 * Deleting the selected own posts of the account page (docs/product.md §2, §5: ≤ 50
 * per call, after a confirmation). `ask()` opens the confirmation; `confirm()`
 * sends `batch_delete`, closes it, and on success toasts 'n posts deleted'
 * and ends the selection. A refusal (e.g. a product being evaluated, docs/product.md
 * §8) is toasted by the base query and keeps the selection.
 */
export function useDeleteSelectedPosts(selection: Selection) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const [batchDelete, { isLoading: deleting }] = useBatchDeletePostsMutation();
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    const res = await batchDelete({ contentIds: selection.items.map((i) => i.id) });
    setConfirming(false);
    if ('data' in res && res.data) {
      const n = res.data.deletedIds.length;
      dispatch(toastShown({ message: t({ message: plural(n, { one: '# post deleted', other: '# posts deleted' }) }), kind: 'success' }));
      selection.stop();
    }
  };
  return { confirming, deleting, ask: () => setConfirming(true), cancel: () => setConfirming(false), confirm };
}
