import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { DEFAULT_EDITION, editionRules, MESSAGE_TYPE, messageTarget, messageTargetPath, type Edition } from '@aigc/domain';
import { useGetMessageQuery, useMarkMessagesReadMutation } from '@aigc/store/messages';
import { EmptyState, Image, Skeleton } from '@aigc/ui';
import { MessageBody, MessageSender } from '../components/MessageText';
import { messageHref, messagePayload, routableMessage } from '../util/messageFields';
import '../styles/notices.css';

/** Props of {@link InformationPage}. */
export interface InformationPageProps {
  /** The edition (its official sender name, docs/product.md §6); default the international one. */
  edition?: Edition;
}

/** A 4 : 3 box for pictures whose size the message does not give. */
const PICTURE_BOX = { width: 4, height: 3 } as const;

/**
 * `/information/:msgId` (docs/product.md §2; login required): one message of the
 * signed-in user — mostly an official or system message without a landing
 * URL (docs/product.md §4) — with its title, sender and time, its text, its popup
 * image (`web_popup_image`), its attachments (pictures with their captions)
 * and a link to its landing URL. Any other message shows its text and a link
 * to where it leads. Opening the page marks the message read. An unknown id
 * or another user's message shows 'This message does not exist'.
 */
export function InformationPage({ edition = DEFAULT_EDITION }: InformationPageProps) {
  const { t } = useLingui();
  const { msgId = '' } = useParams();
  const { data: message, isLoading, isError } = useGetMessageQuery(msgId, { skip: msgId === '' });
  const [markRead] = useMarkMessagesReadMutation();
  const unread = message?.readFlag === 0;
  useEffect(() => {
    if (unread) void markRead([msgId]);
  }, [unread, msgId, markRead]);

  if (isLoading) {
    return (
      <article className="app-page nt-info" aria-busy="true">
        <Skeleton className="nt-info__title-skeleton" />
        <Skeleton />
        <Skeleton />
      </article>
    );
  }
  if (isError || !message) {
    return (
      <section className="app-page nt-info">
        <EmptyState
          title={t`This message does not exist`}
          description={t`It may have been removed, or it was sent to another account.`}
          action={
            <Link className="app-link-button" to="/">
              <Trans>Back to the community</Trans>
            </Link>
          }
        />
      </section>
    );
  }

  const payload = messagePayload(message);
  const official = message.type === MESSAGE_TYPE.SYSTEM || message.type === MESSAGE_TYPE.CUSTOM;
  const landing = payload.landing_url ? messageTarget({ ...routableMessage(message), msgId: null }) : null;
  const landingPath = landing ? messageTargetPath(landing) : null;
  const elsewhere = official ? null : messageHref(message);
  const officialSender = editionRules(edition).officialSender;

  return (
    <article className="app-page nt-info" aria-labelledby="nt-info-title">
      <header className="nt-info__header">
        <h1 id="nt-info-title" className="app-page__title">
          {official && payload.title ? payload.title : <MessageSender message={message} officialSender={officialSender} />}
        </h1>
        <p className="nt-info__meta">
          {official ? <span>{officialSender}</span> : null}
          <time dateTime={message.localDateTime.replace(' ', 'T')}>{message.localDateTime.slice(0, 16)}</time>
        </p>
      </header>
      {official ? (
        payload.content ? (
          <p className="nt-info__content">{payload.content}</p>
        ) : null
      ) : (
        <p className="nt-info__content">
          <MessageBody message={message} />
        </p>
      )}
      {payload.web_popup_image ? (
        <figure className="nt-info__picture">
          <Image src={payload.web_popup_image} alt={payload.title ?? ''} {...PICTURE_BOX} />
        </figure>
      ) : null}
      {payload.attachments.length > 0 ? (
        <section className="nt-info__attachments" aria-label={t`Attachments`}>
          <ul>
            {payload.attachments.map((a, i) => (
              <li key={`${a.image_url}-${i}`}>
                <figure className="nt-info__picture">
                  <a href={a.image_url} target="_blank" rel="noreferrer">
                    <Image src={a.image_url} alt={a.web_text} {...PICTURE_BOX} lazy />
                  </a>
                  {a.web_text ? <figcaption>{a.web_text}</figcaption> : null}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {landingPath || elsewhere ? (
        <p className="nt-info__actions">
          <Link className="app-link-button app-link-button--primary" to={(landingPath ?? elsewhere)!}>
            <Trans>Open</Trans>
          </Link>
        </p>
      ) : null}
    </article>
  );
}
