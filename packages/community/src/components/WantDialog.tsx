import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PostCard } from '@aigc/api-client';
import { WANT_THRESHOLD } from '@aigc/domain';
import {
  declineDesktopNotifications,
  enableDesktopNotifications,
  loginDialogOpened,
  selectIsLogin,
  selectTicketCount,
  shouldOfferDesktopNotifications,
  toastShown,
  useAppDispatch,
  useAppSelector,
  useGetTicketCountQuery,
  useWantContentMutation,
} from '@aigc/store';
import { Badge, Button, Dialog } from '@aigc/ui';
import { WantProgress } from './WantProgress';
import { WantProductStatus } from './WantDialogProduct';

/** The fields of a post the want dialog needs (a feed card or a post detail). */
export type WantablePost = Pick<PostCard, 'contentId' | 'title' | 'wantCount' | 'wanted' | 'wantState'>;

export interface WantDialogProps {
  /** The post to want; `null` renders nothing. */
  post: WantablePost | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Which face of the dialog to show; see {@link WantDialog}. */
export type WantDialogState = 'visitor' | 'wanted' | 'no-tickets' | 'collecting' | 'full';

/**
 * Decides the want dialog's state (docs/product.md §4 'Post wants'): a visitor must sign
 * in; a post the caller already wanted cannot be wanted again (a want cannot
 * be withdrawn); with 0 tickets there is nothing to spend; otherwise the post
 * is collecting or — past {@link WANT_THRESHOLD} wants — full, and full posts
 * still accept wants.
 */
export function wantDialogState(input: {
  isLogin: boolean;
  wanted: boolean;
  tickets: number;
  wantState: PostCard['wantState'];
}): WantDialogState {
  if (!input.isLogin) return 'visitor';
  if (input.wanted) return 'wanted';
  if (input.tickets <= 0) return 'no-tickets';
  return input.wantState === 'full' ? 'full' : 'collecting';
}

/**
 * The 'Want it' dialog (docs/product.md §4 'Post wants', §1 'Make it real', §8).
 *
 * Explains a want (costs 1 want-ticket, cannot be withdrawn, more than 100
 * wants → made real, at least 30% off for wanters), shows the caller's ticket
 * balance and, depending on {@link wantDialogState}, the confirm button
 * 'Want it · 1 ticket', 'You wanted this', the out-of-tickets message or a
 * sign-in button that opens the login dialog with the current path as
 * redirect. For a post the caller wanted or a full one it also shows the
 * product status, its lifecycle and the caller's discount ({@link WantProductStatus}). Confirming calls `useWantContentMutation` (the store applies the
 * optimistic cache update and toasts a server error); on success the dialog
 * closes with a success toast, on failure it stays open.
 *
 * The first successful want is also the moment to offer desktop
 * notifications (docs/product.md §9: the live stream's message types 5–9 —
 * threshold passed, made, refunded…): while the browser's permission has
 * not been asked and the offer was not declined before, the dialog stays
 * open after the want and asks 'Get notified when this design is made?'.
 * 'Notify me' asks the browser's permission (from the click, as browsers
 * require); 'No thanks' (or a refusal) is remembered in localStorage and the
 * offer never comes back.
 */
export function WantDialog({ post, open, onOpenChange }: WantDialogProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const isLogin = useAppSelector(selectIsLogin);
  const tickets = useAppSelector(selectTicketCount);
  // Keeps the balance loaded while the dialog is open.
  useGetTicketCountQuery(undefined, { skip: !isLogin || !open });
  const [wantContent, { isLoading }] = useWantContentMutation();
  const [justWanted, setJustWanted] = useState(false);
  const [offeringNotifications, setOfferingNotifications] = useState(false);

  useEffect(() => {
    if (open) {
      setJustWanted(false);
      setOfferingNotifications(false);
    }
  }, [open, post?.contentId]);

  if (!post) return null;

  const state = wantDialogState({
    isLogin,
    wanted: post.wanted || justWanted,
    tickets,
    wantState: post.wantState,
  });

  const signIn = () => {
    onOpenChange(false);
    dispatch(loginDialogOpened({ redirect: location.pathname + location.search }));
  };

  const confirm = async () => {
    try {
      const result = await wantContent({ contentId: post.contentId }).unwrap();
      setJustWanted(true);
      if (shouldOfferDesktopNotifications()) setOfferingNotifications(true);
      else onOpenChange(false);
      dispatch(
        toastShown({
          kind: 'success',
          message: t({
            message: plural(result.wantCount, {
              one: `You want “${post.title}” — # want so far`,
              other: `You want “${post.title}” — # wants so far`,
            }),
          }),
        }),
      );
    } catch {
      // The base query has already toasted the server's message (docs/product.md §8).
    }
  };

  if (offeringNotifications) {
    const decline = () => {
      declineDesktopNotifications();
      onOpenChange(false);
    };
    const enable = async () => {
      const permission = await enableDesktopNotifications();
      onOpenChange(false);
      if (permission === 'granted') {
        dispatch(toastShown({ kind: 'success', message: t`We will notify you about the designs you want.` }));
      }
    };
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t`Get notified when this design is made?`}
        description={t`We can show a desktop notification when “${post.title}” passes its wants goal, is made, or cannot be made — even while this tab is in the background.`}
        footer={
          <>
            <Button variant="ghost" onClick={decline}>
              <Trans>No thanks</Trans>
            </Button>
            <Button variant="primary" onClick={() => void enable()}>
              <Trans>Notify me</Trans>
            </Button>
          </>
        }
        size="sm"
      />
    );
  }

  let footer: ReactNode = null;
  if (state === 'visitor') {
    footer = (
      <Button variant="primary" onClick={signIn}>
        <Trans>Sign in to want it</Trans>
      </Button>
    );
  } else if (state === 'collecting' || state === 'full') {
    footer = (
      <Button variant="want" loading={isLoading} onClick={() => void confirm()}>
        <Trans>Want it · 1 ticket</Trans>
      </Button>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Want “${post.title}” made real?`}
      description={t`Send a want-ticket to vote for this design.`}
      footer={footer}
      size="sm"
    >
      <div className="cm-want" data-state={state}>
        <WantProgress count={post.wantCount} />
        <ul className="cm-want__rules">
          <li>
            <Trans>Each want costs 1 want-ticket and cannot be withdrawn.</Trans>
          </li>
          <li>
            <Trans>
              When a post passes {WANT_THRESHOLD} wants, it is produced as a real item — free for
              the creator.
            </Trans>
          </li>
          <li>
            <Trans>Everyone who wanted it gets at least 30% off; top wanters up to 90% off.</Trans>
          </li>
        </ul>
        {isLogin ? (
          <p className="cm-want__balance">
            <Trans>
              Your want-tickets: <strong>{tickets}</strong>
            </Trans>
          </p>
        ) : null}
        {state === 'visitor' ? (
          <p className="cm-want__note">
            <Trans>Sign in or sign up to get want-tickets — new accounts get 5.</Trans>
          </p>
        ) : null}
        {state === 'wanted' ? (
          <p className="cm-want__note cm-want__note--done">
            <Badge tone="accent">
              <Trans>You wanted this</Trans>
            </Badge>
          </p>
        ) : null}
        {state === 'no-tickets' ? (
          <p className="cm-want__note cm-want__note--warn" role="status">
            <Trans>No want-ticket left, return tomorrow for the daily reward</Trans>{' '}
            <Link to="/make-real" onClick={() => onOpenChange(false)}>
              <Trans>How to get tickets</Trans>
            </Link>
          </p>
        ) : null}
        {isLogin && (state === 'wanted' || post.wantState === 'full') ? (
          <WantProductStatus contentId={post.contentId} skip={!open} />
        ) : null}
        {state === 'full' ? (
          <p className="cm-want__note">
            <Trans>Already past {WANT_THRESHOLD} — it will be made real</Trans>
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
