import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { loginDialogOpened, selectIsLogin, useAppDispatch, useAppSelector } from '@aigc/store';
import type { WantablePost } from '../components/WantDialog';

/**
 * State for one {@link WantDialog} on a page. `request(post)` opens the dialog
 * for a signed-in user; a visitor gets the login dialog instead, with the
 * current path (and query) as redirect (docs/product.md §4, §6).
 *
 * Returns `{ post, open, setOpen, request }`; spread `post`, `open` and
 * `onOpenChange: setOpen` into the dialog.
 */
export function useWantDialog() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const isLogin = useAppSelector(selectIsLogin);
  const [post, setPost] = useState<WantablePost | null>(null);
  const [open, setOpen] = useState(false);

  const request = useCallback(
    (target: WantablePost) => {
      if (!isLogin) {
        dispatch(loginDialogOpened({ redirect: location.pathname + location.search }));
        return;
      }
      setPost(target);
      setOpen(true);
    },
    [dispatch, isLogin, location.pathname, location.search],
  );

  return { post, open, setOpen, request };
}
