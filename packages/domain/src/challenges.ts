/**
 * Challenges (topics) and series: the rules the server and the clients share
 * (docs/product.md §2 'All activities', 'Challenge detail', 'Series detail'; §3 Challenge, Series).
 */

/** Where a challenge stands at a given time: before its start, between start and end, after its end. */
export type ChallengeStatus = 'upcoming' | 'ongoing' | 'ended';

/** Every {@link ChallengeStatus}, in the order the all-activities page lists them. */
export const CHALLENGE_STATUSES: readonly ChallengeStatus[] = ['ongoing', 'upcoming', 'ended'];

/**
 * The status of a challenge at `now`: 'upcoming' before `start`, 'ended' from
 * `end` on (end is exclusive), 'ongoing' in between. Times are Dates or ISO strings.
 */
export function challengeStatus(start: Date | string, end: Date | string, now: Date | number = Date.now()): ChallengeStatus {
  const t = typeof now === 'number' ? now : now.getTime();
  const s = new Date(start).getTime();
  const e = new Date(end).getTime();
  if (t < s) return 'upcoming';
  if (t >= e) return 'ended';
  return 'ongoing';
}

/**
 * Whole days left until `end` (rounded up; 0 once ended) — the "N days left"
 * line of a challenge page. Times in ms or Dates / ISO strings.
 */
export function challengeDaysLeft(end: Date | string, now: Date | number = Date.now()): number {
  const t = typeof now === 'number' ? now : now.getTime();
  const ms = new Date(end).getTime() - t;
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}

/** A post can be published into a challenge only while it is ongoing (our rule; docs/product.md shows no post action on ended challenges). */
export const CHALLENGE_CLOSED_MESSAGE = 'This challenge is not open for posts';

// ---- Series -----------------------------------------------------------------

/** Maximum length of a series title, in characters (same as a post title, docs/product.md §5). */
export const SERIES_TITLE_MAX = 50;
/** Maximum length of a series description, in characters (same as a post description, docs/product.md §5). */
export const SERIES_DESCRIPTION_MAX = 300;
/** Maximum number of posts in one series (our limit: the detail lists them all in one call). */
export const SERIES_POSTS_MAX = 50;
/** Messages of the series rules, sent by the server and shown by the client. */
export const SERIES_MESSAGES = {
  titleRequired: 'Please enter a series title',
  titleTooLong: `The series title can have at most ${SERIES_TITLE_MAX} characters`,
  descriptionTooLong: `The series description can have at most ${SERIES_DESCRIPTION_MAX} characters`,
  empty: 'Select at least one post',
  tooMany: `A series can hold at most ${SERIES_POSTS_MAX} posts`,
  notOwn: 'Only your own posts can be added to a series',
  duplicate: 'A post can appear only once in a series',
} as const;

/**
 * Checks a series draft; returns the first broken rule's message
 * ({@link SERIES_MESSAGES}) or null when it is valid. Title is trimmed.
 */
export function validateSeries(draft: { title: string; description?: string; contentIds: readonly string[] }): string | null {
  const title = draft.title.trim();
  if (!title) return SERIES_MESSAGES.titleRequired;
  if ([...title].length > SERIES_TITLE_MAX) return SERIES_MESSAGES.titleTooLong;
  if ([...(draft.description ?? '')].length > SERIES_DESCRIPTION_MAX) return SERIES_MESSAGES.descriptionTooLong;
  if (draft.contentIds.length === 0) return SERIES_MESSAGES.empty;
  if (draft.contentIds.length > SERIES_POSTS_MAX) return SERIES_MESSAGES.tooMany;
  if (new Set(draft.contentIds).size !== draft.contentIds.length) return SERIES_MESSAGES.duplicate;
  return null;
}

/**
 * The neighbours of `contentId` in a series' ordered ids (for previous / next
 * on the series page). Unknown id → index -1 and both null.
 */
export function seriesNeighbours(
  ids: readonly string[],
  contentId: string | undefined,
): { index: number; previous: string | null; next: string | null } {
  const index = contentId === undefined ? -1 : ids.indexOf(contentId);
  if (index < 0) return { index: -1, previous: null, next: null };
  return { index, previous: ids[index - 1] ?? null, next: ids[index + 1] ?? null };
}
