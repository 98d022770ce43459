import { lazy, Suspense, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Topic } from '@aigc/api-client';
import { POST_IMAGES_MAX } from '@aigc/domain';
import { loginDialogOpened, selectIsLogin, useAppDispatch, useAppSelector } from '@aigc/store';

/** The publish dialog of packages/publish-dialog, loaded on first use (it carries the upload and preview code). */
const PublishDialog = lazy(() => import('@aigc/publish-dialog').then((m) => ({ default: m.PublishDialog })));

/** What {@link usePublishToChallenge} gives a page. */
export interface PublishToChallenge {
  /** Opens the dialog fixed to the challenge; a visitor gets the login dialog instead (docs/product.md §6). */
  open: () => void;
  /** The dialog element to render (null until first opened). */
  dialog: ReactNode;
}

/**
 * The challenge pages' post action (docs/product.md §2 'upload from history', the
 * design page's post action): the publish-post dialog of
 * `@aigc/publish-dialog` in the challenge scene with the challenge fixed
 * (its title replaces the '# Add challenge' selector, docs/product.md §2). Step 1 offers
 * the user's history works and local upload (always allowed in the challenge
 * scene, docs/product.md §6). The selection maximum it supplies (docs/product.md §5) is 1 for a
 * Want It challenge (one picture per post) and 9 otherwise.
 * `onPublished(createId)` runs after a successful post; the dialog stays on
 * its share step until *Done* or *View post*.
 */
export function usePublishToChallenge(topic: Topic | null | undefined, onPublished?: (createId: string) => void): PublishToChallenge {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const isLogin = useAppSelector(selectIsLogin);
  const [opened, setOpened] = useState(false);
  const [isOpen, setIsOpen] = useState(false);

  const open = useCallback(() => {
    if (!isLogin) {
      dispatch(loginDialogOpened({ redirect: location.pathname + location.search }));
      return;
    }
    setOpened(true);
    setIsOpen(true);
  }, [dispatch, isLogin, location.pathname, location.search]);

  const dialog =
    opened && topic ? (
      <Suspense fallback={null}>
        <PublishDialog
          open={isOpen}
          onOpenChange={setIsOpen}
          scene="challenge"
          topic={topic}
          maxImages={topic.wantable === 1 ? 1 : POST_IMAGES_MAX}
          onPublished={(event) => onPublished?.(event.createId)}
        />
      </Suspense>
    ) : null;

  return { open, dialog };
}
