/**
 * Rules of the account page's multi-select and profile editing (docs/product.md §2
 * 'Account/profile', §5 'Account'), shared by the server (which enforces
 * them) and the clients (which check before sending).
 */
import { DELETE_MAX, DOWNLOAD_MAX, MODEL_DOWNLOAD_MAX, POST_IMAGES_MAX } from './limits';

/** What a multi-selection on the account page is for. */
export type SelectionAction = 'post' | 'download' | 'delete';

/** Largest selection per action (docs/product.md §5: post 9, download 9, delete 50). */
export const SELECTION_MAX: Readonly<Record<SelectionAction, number>> = {
  post: POST_IMAGES_MAX,
  download: DOWNLOAD_MAX,
  delete: DELETE_MAX,
};

/** Codes of {@link validateSelection}; clients translate them. */
export type SelectionCode =
  | 'selection.empty'
  | 'selection.tooManyPost'
  | 'selection.tooManyDownload'
  | 'selection.tooManyDelete'
  | 'selection.tooManyModels'
  | 'selection.modelNotPostable';

/** A failed selection rule: stable `code` and the English server message. */
export interface SelectionIssue {
  code: SelectionCode;
  message: string;
}

/** Counts of a selection: all items, and how many of them are 3D model posts. */
export interface SelectionCounts {
  /** Selected items. */
  total: number;
  /** Selected items that are 3D models (their model file is what downloads). */
  models?: number;
}

/**
 * Checks a multi-selection against docs/product.md §5 'Account': at least one item;
 * at most 9 to post, 9 to download, 50 to delete; only 1 model file to
 * download; models cannot be posted ('some models cannot be posted for
 * now' — none of our 3D posts can be re-posted from the account page).
 * @returns the first failed rule, or null when the selection is acceptable.
 */
export function validateSelection(action: SelectionAction, counts: SelectionCounts): SelectionIssue | null {
  const models = counts.models ?? 0;
  if (counts.total <= 0) return { code: 'selection.empty', message: 'Please select at least one image' };
  if (action === 'post') {
    if (models > 0) return { code: 'selection.modelNotPostable', message: 'This model cannot be posted for now' };
    if (counts.total > POST_IMAGES_MAX)
      return { code: 'selection.tooManyPost', message: `At most ${POST_IMAGES_MAX} images can be posted at a time` };
  }
  if (action === 'download') {
    if (models > MODEL_DOWNLOAD_MAX)
      return { code: 'selection.tooManyModels', message: `Only ${MODEL_DOWNLOAD_MAX} model file can be downloaded at a time` };
    if (counts.total > DOWNLOAD_MAX)
      return { code: 'selection.tooManyDownload', message: `At most ${DOWNLOAD_MAX} images can be downloaded at a time` };
  }
  if (action === 'delete' && counts.total > DELETE_MAX)
    return { code: 'selection.tooManyDelete', message: `At most ${DELETE_MAX} posts can be deleted at a time` };
  return null;
}

/** Whether one more item may join a selection of `counts` for `action` (the checkbox stays enabled). */
export function canSelectMore(action: SelectionAction, counts: SelectionCounts, nextIsModel = false): boolean {
  const next = { total: counts.total + 1, models: (counts.models ?? 0) + (nextIsModel ? 1 : 0) };
  return validateSelection(action, next) === null;
}

/** Largest avatar upload, in bytes (5 MB). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Side of the stored (square, re-encoded) avatar, in px. */
export const AVATAR_SIZE_PX = 256;
/** Avatar formats accepted (checked by the file's bytes on the server). */
export const AVATAR_ACCEPTED_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

