import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Message } from '@aigc/api-client';
import { MESSAGE_TYPE, messageGroup } from '@aigc/domain';
import { Avatar, Image, VisuallyHidden } from '@aigc/ui';
import { messageHref, messageInfo, shortMessageTime } from '../util/messageFields';
import { FollowBackButton } from './FollowBackButton';
import { MessageBody, MessageSender } from './MessageText';

/** Path of the shipping information form a type 5 notice asks to fill in (docs/product.md §2 `/delivery`). */
export const DELIVERY_PATH = '/delivery';

/** Props of {@link MessageItem}. */
export interface MessageItemProps {
  message: Message;
  /** The edition's name for official messages (docs/product.md §6, `editionRules(…).officialSender`). */
  officialSender: string;
  /** `YYYY-MM-DD` of today in the browser's zone: today's messages show only their time. */
  today: string;
  /**
   * The message was opened (clicked or activated by keyboard): mark it read,
   * close the panel. Navigation itself is the row's link (docs/product.md §4); a
   * row without a target (follows, 10 and 11) is a button that only calls this.
   */
  onOpen: (message: Message) => void;
}

/**
 * One message of the notice centre (docs/product.md §2, §3, §4): the sender's avatar
 * and name (or the official sender, or 'Order update'), the text of its type
 * ({@link MessageBody}), its time, an unread dot, and the post's poster (or
 * the product's picture). The row is a link to where the message leads
 * (`messageHref`) or, when it leads nowhere, a button; either way opening it
 * calls `onOpen`. Beside the row: 'Follow back' on a follow (10) from someone
 * the user does not follow yet, and 'Fill in shipping information' on a
 * passed threshold (5).
 */
export function MessageItem({ message, officialSender, today, onOpen }: MessageItemProps) {
  const { t } = useLingui();
  const unread = message.readFlag === 0;
  const href = messageHref(message);
  const info = messageInfo(message);
  const poster = message.posterImage[0] ?? info.product_image;
  const senderName = message.userInfo?.nickName ?? (messageGroup(message.type) === 'trade' ? t`Order update` : officialSender);

  const inner: ReactNode = (
    <>
      <span className="nt-item__avatar" aria-hidden="true">
        <Avatar src={message.userInfo?.avatar} name={senderName} size="md" />
      </span>
      <span className="nt-item__text">
        <span className="nt-item__sender">
          <MessageSender message={message} officialSender={officialSender} />
          {unread ? (
            <>
              <span className="nt-dot" aria-hidden="true" />
              <VisuallyHidden>
                <Trans>(unread)</Trans>
              </VisuallyHidden>
            </>
          ) : null}
        </span>
        <span className="nt-item__body">
          <MessageBody message={message} />
        </span>
        <time className="nt-item__time" dateTime={message.localDateTime.replace(' ', 'T')}>
          {shortMessageTime(message.localDateTime, today)}
        </time>
      </span>
      {poster ? (
        <span className="nt-item__poster">
          <Image src={poster} alt="" width={1} height={1} fit="cover" lazy />
        </span>
      ) : null}
    </>
  );

  const action =
    message.type === MESSAGE_TYPE.FOLLOW && message.userInfo && !message.userInfo.following ? (
      <FollowBackButton userId={message.userInfo.userId} nickName={message.userInfo.nickName} />
    ) : message.type === MESSAGE_TYPE.THRESHOLD_PASSED ? (
      <Link className="nt-item__link" to={DELIVERY_PATH} onClick={() => onOpen(message)}>
        <Trans>Fill in shipping information</Trans>
      </Link>
    ) : null;

  return (
    <article className={clsx('nt-item', unread && 'nt-item--unread')} data-type={message.type}>
      {href ? (
        <Link className="nt-item__main" to={href} onClick={() => onOpen(message)}>
          {inner}
        </Link>
      ) : (
        <button type="button" className="nt-item__main" onClick={() => onOpen(message)}>
          {inner}
        </button>
      )}
      {action ? <div className="nt-item__action">{action}</div> : null}
    </article>
  );
}
