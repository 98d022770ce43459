import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Message } from '@aigc/api-client';
import { MENTION_TYPE, MESSAGE_TYPE, RELEASE_APPROVED_MESSAGE, RELEASE_REJECTED_MESSAGE, messageGroup } from '@aigc/domain';
import { messageInfo, messagePayload } from '../util/messageFields';

/** Currency of an order amount without `info.currency` (messages written before the shop named it). */
const DEFAULT_ORDER_CURRENCY = 'USD';

/**
 * An amount in the minor unit of `currency` (cents, fen; docs/shop.md) as
 * money in the active locale, e.g. `$29.00`, `US$29.00` or `¥199.00`.
 */
export function formatCents(cents: number, locale: string, currency: string = DEFAULT_ORDER_CURRENCY): string {
  return new Intl.NumberFormat(locale || 'en-US', { style: 'currency', currency }).format(cents / 100);
}

/** ` Reason: …` after a refusal's text (an order that cannot be produced, a product release not approved); nothing without a reason. */
function ReasonSuffix({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <>
      {' '}
      <Trans>Reason: {reason}</Trans>
    </>
  );
}

/**
 * Who a message is from (the first line of a row, docs/product.md §3, §6): the
 * person who acted (`userInfo.nickName`); 'Someone' when that account is
 * gone; 'Order update' for orders; else the edition's official sender
 * (official messages and the ranking).
 */
export function MessageSender({ message, officialSender }: { message: Message; officialSender: string }) {
  if (message.userInfo) return <>{message.userInfo.nickName}</>;
  const group = messageGroup(message.type);
  if (group === 'trade') return <Trans>Order update</Trans>;
  if (group === 'normal' && message.type !== MESSAGE_TYPE.RANKING) return <Trans>Someone</Trans>;
  return <>{officialSender}</>;
}

/**
 * What a message says, by type (docs/product.md §8 'Notices by message type', §9
 * 'Message types'), in the active language: likes, wants, follows, comments,
 * replies and mentions as what the sender did; the official notices 5–9 and
 * 18–21; the order notices 14–17 with product and amount; the ranking (22);
 * a product release approved (24) or rejected with the reason (25);
 * the title and text of system and custom messages (0, 100); a neutral line
 * for any type this client does not know.
 */
export function MessageBody({ message }: { message: Message }): ReactNode {
  const { t, i18n } = useLingui();
  const info = messageInfo(message);
  const payload = messagePayload(message);
  const content = payload.content;
  const topic = info.topicTitle;
  const product = info.product_name ?? t`your item`;
  const amount = info.payAmount !== null ? formatCents(info.payAmount, i18n.locale, info.currency ?? undefined) : null;
  const tickets = info.wantItTicketCount ?? 1;

  switch (message.type) {
    case MESSAGE_TYPE.SYSTEM:
    case MESSAGE_TYPE.CUSTOM:
      return (
        <>
          {payload.title ? <strong className="nt-text__title">{payload.title}</strong> : null}
          {content ? <span className="nt-text__quote">{content}</span> : null}
          {!payload.title && !content ? <Trans>You have a new message from the team.</Trans> : null}
        </>
      );
    case MESSAGE_TYPE.LIKE:
      return <Trans>liked your design</Trans>;
    case MESSAGE_TYPE.WANT:
      return <Trans>wants your design to be made real</Trans>;
    case MESSAGE_TYPE.THRESHOLD_PASSED: {
      const wants = info.conditionNum;
      return wants !== null ? (
        <Trans>
          A design you wanted passed {wants} wants and will be made. Fill in your shipping information so we can send
          it to you.
        </Trans>
      ) : (
        <Trans>
          A design you wanted passed its want goal and will be made. Fill in your shipping information so we can send
          it to you.
        </Trans>
      );
    }
    case 6:
      return <Trans>A design you wanted is now on sale. Grab it while it lasts!</Trans>;
    case 7:
      return <Trans>A design you wanted cannot be produced. Please contact our support team by scanning its code.</Trans>;
    case MESSAGE_TYPE.WANTS_REFUNDED:
      return (
        <Plural
          value={tickets}
          one="A design you wanted cannot be made. Your # want-ticket was refunded."
          other="A design you wanted cannot be made. Your # want-tickets were refunded."
        />
      );
    case MESSAGE_TYPE.MADE:
      return <Trans>Good news: a design you wanted has been made real!</Trans>;
    case MESSAGE_TYPE.FOLLOW:
      return <Trans>started following you</Trans>;
    case MESSAGE_TYPE.FOLLOW_BACK:
      return <Trans>followed you back</Trans>;
    case MESSAGE_TYPE.COMMENT:
      return content ? (
        <>
          <Trans>commented on your design:</Trans> <span className="nt-text__quote">{content}</span>
        </>
      ) : (
        <Trans>commented on your design</Trans>
      );
    case MESSAGE_TYPE.REPLY:
      return content ? (
        <>
          <Trans>replied to your comment:</Trans> <span className="nt-text__quote">{content}</span>
        </>
      ) : (
        <Trans>replied to your comment</Trans>
      );
    case 14:
      return (
        <>
          <Trans>Your order of {product} is confirmed.</Trans>
          {amount ? (
            <>
              {' '}
              <Trans>Paid {amount}.</Trans>
            </>
          ) : null}
        </>
      );
    case 15:
      return <Trans>Your order of {product} is in production.</Trans>;
    case 16: {
      const reason = info.returnReason;
      return (
        <>
          {amount ? (
            <Trans>Your order of {product} cannot be produced. {amount} has been refunded.</Trans>
          ) : (
            <Trans>Your order of {product} cannot be produced. The amount you paid has been refunded.</Trans>
          )}
          <ReasonSuffix reason={reason} />
        </>
      );
    }
    case MESSAGE_TYPE.ORDER_LOGISTICS:
      return <Trans>Your order of {product} has shipped. Follow its delivery.</Trans>;
    case MESSAGE_TYPE.WANTED_POST_DELETED:
      return (
        <Plural
          value={tickets}
          one="The author deleted a design you wanted. Your # want-ticket was refunded."
          other="The author deleted a design you wanted. Your # want-tickets were refunded."
        />
      );
    case 19:
      return topic ? (
        <Trans>Congratulations! Your design won a prize in “{topic}” and will be produced for free.</Trans>
      ) : (
        <Trans>Congratulations! Your design won a prize and will be produced for free.</Trans>
      );
    case 20:
      return topic ? (
        <Trans>Congratulations! Your design won a prize in “{topic}”. Please contact our team to claim it.</Trans>
      ) : (
        <Trans>Congratulations! Your design won a prize. Please contact our team to claim it.</Trans>
      );
    case 21:
      return topic ? (
        <Trans>
          Your design won a prize in “{topic}”, but it cannot be produced. Please contact support for your
          compensation.
        </Trans>
      ) : (
        <Trans>Your design won a prize, but it cannot be produced. Please contact support for your compensation.</Trans>
      );
    case MESSAGE_TYPE.RANKING:
      return info.rankingMsg ?? <Trans>You made the creator ranking. See where you stand!</Trans>;
    case RELEASE_APPROVED_MESSAGE: {
      const design = info.product_name ?? t`your design`;
      return <Trans>Your product “{design}” was approved and is on sale in the shop.</Trans>;
    }
    case RELEASE_REJECTED_MESSAGE: {
      const design = info.product_name ?? t`your design`;
      const reason = info.returnReason;
      return (
        <>
          <Trans>Your product “{design}” was not approved.</Trans>
          <ReasonSuffix reason={reason} />
        </>
      );
    }
    case MESSAGE_TYPE.MENTION:
      if (info.mentionType === MENTION_TYPE.COMMENT)
        return content ? (
          <>
            <Trans>mentioned you in a comment:</Trans> <span className="nt-text__quote">{content}</span>
          </>
        ) : (
          <Trans>mentioned you in a comment</Trans>
        );
      return <Trans>mentioned you in a post</Trans>;
    default:
      return <Trans>You have a new notice.</Trans>;
  }
}
