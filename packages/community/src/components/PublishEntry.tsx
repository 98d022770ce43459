import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { loginDialogOpened, selectIsLogin, useAppDispatch, useAppSelector } from '@aigc/store';
import { Button } from '@aigc/ui';

/** The publish dialog of @aigc/publish-dialog, loaded on first use. */
const PublishDialog = lazy(() => import('@aigc/publish-dialog').then((m) => ({ default: m.PublishDialog })));

/**
 * The feeds' publish entry (docs/product.md §2 'Publish-post dialog', home scene): a
 * button that opens the publish dialog (posts go to /topic/content/general);
 * visitors get the login dialog (docs/product.md §6). After publishing, the dialog's share
 * step offers the new post (*View post*).
 */
export function PublishEntry() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const isLogin = useAppSelector(selectIsLogin);
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="primary"
        onClick={() => {
          if (!isLogin) {
            dispatch(loginDialogOpened({ redirect: location.pathname + location.search }));
            return;
          }
          setOpened(true);
          setOpen(true);
        }}
      >
        <Trans>Publish a work</Trans>
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <PublishDialog open={open} onOpenChange={setOpen} scene="home" />
        </Suspense>
      ) : null}
    </>
  );
}
