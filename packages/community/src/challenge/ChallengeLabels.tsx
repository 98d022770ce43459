import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Topic } from '@aigc/api-client';
import { challengeDaysLeft, type ChallengeStatus } from '@aigc/domain';
import { Badge, LocalTime } from '@aigc/ui';
import { formatDate } from '../util/format';

/** The status label of a challenge: Ongoing (success), Upcoming (neutral), Ended (neutral, muted). */
export function ChallengeStatusBadge({ status }: { status: ChallengeStatus }) {
  if (status === 'ongoing')
    return (
      <Badge tone="success">
        <Trans>Ongoing</Trans>
      </Badge>
    );
  if (status === 'upcoming')
    return (
      <Badge tone="neutral">
        <Trans>Upcoming</Trans>
      </Badge>
    );
  return (
    <Badge tone="neutral" className="cm-badge--ended">
      <Trans>Ended</Trans>
    </Badge>
  );
}

/** Every label of a challenge: its status, and 'Want It' for wantable challenges (docs/product.md §2 All activities 'challenge label'). */
export function ChallengeLabels({ topic }: { topic: Pick<Topic, 'status' | 'wantable'> }) {
  return (
    <span className="cm-labels">
      <ChallengeStatusBadge status={topic.status} />
      {topic.wantable === 1 ? (
        <Badge tone="accent">
          <Trans>Want It</Trans>
        </Badge>
      ) : null}
    </span>
  );
}

/**
 * The time line of a challenge: the date range, and "N days left" while
 * ongoing or "Starts in N days" before it starts (packages/domain
 * challengeDaysLeft; `now` in ms for tests), each a {@link LocalTime} (a
 * page the server drew keeps the server's dates until it is live).
 */
export function ChallengeTime({ topic, now }: { topic: Pick<Topic, 'startTime' | 'endTime' | 'status'>; now?: number }) {
  const { i18n } = useLingui();
  const start = formatDate(topic.startTime, i18n.locale);
  const end = formatDate(topic.endTime, i18n.locale);
  const at = now ?? Date.now();
  return (
    <span className="cm-challenge-time">
      <LocalTime dateTime={topic.startTime}>{start}</LocalTime>
      <span aria-hidden="true"> – </span>
      <LocalTime dateTime={topic.endTime}>{end}</LocalTime>
      {topic.status === 'ongoing' ? (
        <LocalTime className="cm-challenge-time__left" dateTime={topic.endTime}>
          <Plural value={challengeDaysLeft(topic.endTime, at)} one="# day left" other="# days left" />
        </LocalTime>
      ) : null}
      {topic.status === 'upcoming' ? (
        <LocalTime className="cm-challenge-time__left" dateTime={topic.startTime}>
          <Plural value={challengeDaysLeft(topic.startTime, at)} one="Starts in # day" other="Starts in # days" />
        </LocalTime>
      ) : null}
    </span>
  );
}
