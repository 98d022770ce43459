import type { GenerateJob } from '@aigc/api-client';
import { TICKET_EVENT } from '@aigc/domain';

/** `data` of a `hello` event: the state when the stream (re)opened (docs/live-stream.md 'Events'). */
export interface LiveHello {
  /** The user's unread message count. */
  unReadCount: number;
  /** The want-ticket balance. */
  balance: number;
  /** The user's unfinished (queued or running) generation jobs. */
  jobs: GenerateJob[];
}

/** `content` of a `message` event about a new message (docs/live-stream.md; docs/product.md §3 'Live stream event'). */
export interface LiveMessageContent {
  msgId: string;
  /** The message's local date-time in the stream's `tz`, `YYYY-MM-DD HH:mm:ss`. */
  time: string;
  posterImage?: string | null;
  conditionNum?: number | null;
  productId?: string | null;
  contentId?: string | null;
}

/** `content` of a `message` event of type 2 (welcome back) or 3 (reward): tickets granted. */
export interface LiveTicketContent {
  /** Tickets granted. */
  num: number;
  /** The balance after the grant. */
  balance: number;
  /** Local date-time in the stream's `tz`, `YYYY-MM-DD HH:mm:ss`. */
  time: string;
}

/**
 * `data` of a `message` event, the spec's live stream event: `type` is the
 * message type (docs/product.md §9) with a {@link LiveMessageContent}, or a
 * live ticket event (`TICKET_EVENT`: 2 welcome back, 3 reward) with a
 * {@link LiveTicketContent}.
 */
export interface LiveMessage {
  type: number;
  /** The user's unread message count when the event was sent. */
  unReadCount: number;
  content: LiveMessageContent | LiveTicketContent;
}

/** The stream's event names (docs/live-stream.md 'Events'); `message` is also the unnamed default. */
export const LIVE_EVENT_NAMES = ['hello', 'message', 'tickets', 'generation', 'reset'] as const;

/** One parsed event of the live stream, with its `id` (the user's stream sequence number, '' when absent). */
export type LiveEvent =
  | { name: 'hello'; id: string; data: LiveHello }
  | { name: 'message'; id: string; data: LiveMessage }
  | { name: 'tickets'; id: string; data: { balance: number } }
  | { name: 'generation'; id: string; data: GenerateJob }
  | { name: 'reset'; id: string; data: Record<string, never> };

/** A live event's name. */
export type LiveEventName = LiveEvent['name'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isJob = (value: unknown): value is GenerateJob =>
  isObject(value) && typeof value.jobId === 'string' && typeof value.status === 'string';

/**
 * Parses the `data:` of one stream event named `name` (docs/live-stream.md
 * 'Events').
 * @returns the typed event, or null when the text is not JSON or lacks a
 *   field the client relies on (such an event is skipped, never thrown).
 */
export function parseLiveEvent(name: LiveEventName, id: string, text: string): LiveEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(data)) return null;
  switch (name) {
    case 'hello':
      if (!isNumber(data.unReadCount) || !isNumber(data.balance) || !Array.isArray(data.jobs))
        return null;
      return {
        name,
        id,
        data: {
          unReadCount: data.unReadCount,
          balance: data.balance,
          jobs: data.jobs.filter(isJob),
        },
      };
    case 'message':
      if (!isNumber(data.type) || !isObject(data.content)) return null;
      return { name, id, data: data as unknown as LiveMessage };
    case 'tickets':
      return isNumber(data.balance) ? { name, id, data: { balance: data.balance } } : null;
    case 'generation':
      return isJob(data) ? { name, id, data } : null;
    case 'reset':
      return { name, id, data: {} };
  }
}

const TICKET_EVENT_TYPES: readonly number[] = Object.values(TICKET_EVENT);

/**
 * Whether a `message` event is a live ticket event (type 2 welcome back or
 * 3 reward, `TICKET_EVENT`) carrying a {@link LiveTicketContent}.
 */
export function isTicketEvent(
  message: LiveMessage,
): message is LiveMessage & { content: LiveTicketContent } {
  const content = message.content as Partial<LiveTicketContent>;
  return (
    TICKET_EVENT_TYPES.includes(message.type) && isNumber(content.balance) && isNumber(content.num)
  );
}
