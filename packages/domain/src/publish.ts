/**
 * Publish-dialog and upload rules shared by the server (which enforces them)
 * and the publish dialog (which shows them first): docs/product.md §3 'Selected image',
 * 'Uploading image', §4 'Publish dialog', 'Purchase switch', §5 'Publish',
 * §8 upload errors, §9 'Publish'.
 */
import { MENTION_PREFIX, POST_IMAGES_MAX, RATIO_MAX, RATIO_MIN, UPLOAD_MAX_BYTES } from './limits';
import type { ValidationIssue } from './validation';

// ---- Uploads (docs/product.md §4, §5, §8) ---------------------------------------------

/**
 * Largest decoded size of an uploaded image, in pixels (40 megapixels). Our
 * limit against decompression bombs: a small PNG can claim a huge canvas.
 */
export const UPLOAD_MAX_PIXELS = 40_000_000;

/** Upload response item status (docs/product.md §4): 0 OK, 1 rejected for format or size, 2 violating content. */
export const UPLOAD_STATUS = { ok: 0, rejected: 1, violating: 2 } as const;
/** One of {@link UPLOAD_STATUS}. */
export type UploadStatus = (typeof UPLOAD_STATUS)[keyof typeof UPLOAD_STATUS];

/** English texts of the upload errors (docs/product.md §5, §8); clients show their translations. */
export const UPLOAD_MESSAGES = {
  rejected: 'Image format and file size do not match, not uploaded',
  violating: 'Your uploaded image contains violating content, please re-upload',
  failed: 'Image upload failed, please retry',
  tooMany: `At most ${POST_IMAGES_MAX} images can be published, excess not uploaded`,
  gif: 'GIF images are not supported: the format does not match',
  heic: 'Image format error',
  format: 'Image format error: use JPEG, PNG or WebP',
  tooLarge: `The image must be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
  ratio: 'The width-to-height ratio must be between 1:2 and 2:1',
  pixels: `The image is too large: at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels`,
  unreadable: 'The image could not be read: the file is damaged or not an image',
  /** 403 for an upload or an upload-type post without the local-upload permission (`showPostLocalUpload`, docs/product.md §6). */
  locked: 'Local upload is locked: unlock it by accepting the author terms first',
} as const;

/** Codes of {@link checkLocalFile} and {@link checkImageSize}. */
export type LocalFileIssueCode =
  | 'upload.gif'
  | 'upload.heic'
  | 'upload.format'
  | 'upload.tooLarge'
  | 'upload.ratio'
  | 'upload.pixels';

const ACCEPTED = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/webp']);
const ACCEPTED_EXT = /\.(jpe?g|png|webp)$/i;

/** What the browser knows about a picked file before reading it. */
export interface LocalFileInput {
  /** File name, e.g. "cat.heic" (used when the MIME type is empty). */
  name: string;
  /** MIME type as reported by the browser (may be empty). */
  type: string;
  /** Size in bytes. */
  sizeBytes: number;
}

/**
 * First check of a picked file (docs/product.md §5 'Upload'): GIF → format mismatch;
 * HEIC/HEIF on a non-mobile device → 'image format error' (a mobile browser
 * converts it to JPEG when reading, so it passes there); anything but
 * jpeg/jpg/png/webp → format error; over 20 MiB → too large.
 * @param mobile whether the device is mobile (docs/product.md §2 'Layout').
 * @returns an issue or null.
 */
export function checkLocalFile(file: LocalFileInput, mobile: boolean): ValidationIssue<LocalFileIssueCode> | null {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  if (type === 'image/gif' || name.endsWith('.gif')) return { code: 'upload.gif', message: UPLOAD_MESSAGES.gif };
  const heic = /^image\/hei[cf]/.test(type) || /\.hei[cf]$/.test(name);
  if (heic && !mobile) return { code: 'upload.heic', message: UPLOAD_MESSAGES.heic };
  if (!heic && !(type ? ACCEPTED.has(type) : ACCEPTED_EXT.test(name))) {
    return { code: 'upload.format', message: UPLOAD_MESSAGES.format };
  }
  if (file.sizeBytes > UPLOAD_MAX_BYTES) return { code: 'upload.tooLarge', message: UPLOAD_MESSAGES.tooLarge };
  return null;
}

/**
 * Size check once the image is decoded (docs/product.md §5): width / height within
 * [0.5, 2] and at most {@link UPLOAD_MAX_PIXELS}. Sizes in px.
 * @returns `upload.ratio` | `upload.pixels`, or null.
 */
export function checkImageSize(width: number, height: number): ValidationIssue<LocalFileIssueCode> | null {
  if (!(width > 0 && height > 0)) return { code: 'upload.ratio', message: UPLOAD_MESSAGES.ratio };
  if (width * height > UPLOAD_MAX_PIXELS) return { code: 'upload.pixels', message: UPLOAD_MESSAGES.pixels };
  const ratio = width / height;
  if (ratio < RATIO_MIN || ratio > RATIO_MAX) return { code: 'upload.ratio', message: UPLOAD_MESSAGES.ratio };
  return null;
}

/**
 * How many of `picked` files may still be uploaded when `selected` images are
 * already chosen and the limit is `max` (default 9, never above 9; docs/product.md §5
 * 'more than 9 files … excess not uploaded').
 * @returns `accept` files to upload (the first ones) and `excess`, the number dropped.
 */
export function splitUploadBatch(picked: number, selected: number, max: number = POST_IMAGES_MAX) {
  const room = Math.max(0, Math.min(max, POST_IMAGES_MAX) - selected);
  const accept = Math.min(picked, room);
  return { accept, excess: picked - accept };
}

// ---- Want It challenges (docs/product.md §5) -----------------------------------------

/** The part of a challenge the wantable rule needs (docs/product.md §3 Challenge). */
export interface WantableTopic {
  uniqueTopicId: string;
  wantable: 0 | 1;
  allowPostWantByTopicIds: readonly string[];
}

/** The part of a selected image the wantable rule needs. */
export interface WantableImage {
  /** Challenges this image may be posted to as a Want It entry (its generation's challenge when wantable). */
  wantableTopicIds: readonly string[];
}

/**
 * Whether an image may be the Want It entry of `topic`: it was generated for
 * a challenge listed in `topic.allowPostWantByTopicIds` (docs/product.md §3). Local
 * uploads carry no challenge and never match.
 */
export function matchesWantableTopic(image: WantableImage, topic: WantableTopic): boolean {
  return image.wantableTopicIds.some((id) => topic.allowPostWantByTopicIds.includes(id));
}

/** Codes of {@link checkWantableSelection}. */
export type WantableIssueCode = 'publish.wantableOneImage' | 'publish.wantableNoMatch';

/**
 * docs/product.md §5: with a wantable challenge chosen, publishing is blocked unless
 * exactly one image is selected and it matches the challenge.
 * @returns null when allowed (or the challenge is not wantable), else the issue.
 */
export function checkWantableSelection(
  images: readonly WantableImage[],
  topic: WantableTopic | null | undefined,
): ValidationIssue<WantableIssueCode> | null {
  if (!topic || topic.wantable !== 1) return null;
  if (images.length > 1) {
    return { code: 'publish.wantableOneImage', message: 'A Want It challenge post takes exactly one image' };
  }
  if (images.filter((image) => matchesWantableTopic(image, topic)).length !== 1) {
    return {
      code: 'publish.wantableNoMatch',
      message: 'A Want It challenge needs an image designed for this challenge',
    };
  }
  return null;
}

// ---- Purchase switch (docs/product.md §4) -------------------------------------------

/** State of the purchase switch ('show customize/buy button'). */
export interface PurchaseSwitch {
  visible: boolean;
  /** Forced on: the user cannot change it. */
  locked: boolean;
  on: boolean;
}

/**
 * docs/product.md §4 'Purchase switch': visible when a selected image has customStatus 1
 * or the challenge is wantable; forced on and locked when wantable; otherwise
 * on by default unless the user changed it by hand (`manual` = their choice).
 * The payload's showCustomizeBuyButton is 1 only when visible and on.
 */
export function purchaseSwitch(
  images: readonly { customStatus?: number | null }[],
  topic: { wantable: 0 | 1 } | null | undefined,
  manual: boolean | null,
): PurchaseSwitch {
  if (topic?.wantable === 1) return { visible: true, locked: true, on: true };
  const visible = images.some((image) => image.customStatus === 1);
  return { visible, locked: false, on: visible && (manual ?? true) };
}

// ---- Mentions (docs/product.md §3, §5) -----------------------------------------------

/**
 * A mention in a description: `[startIndex, endIndex)` in UTF-16 code units
 * (JavaScript string offsets) covers the text `@<nickName>`.
 */
export interface MentionRange {
  userId: string;
  startIndex: number;
  endIndex: number;
}

/**
 * The mentions whose position still matches the text (docs/product.md §5: 'mentions
 * whose position no longer matches the text are dropped before sending'):
 * in bounds, the covered text is `@` + the user's nickname, no overlaps, one
 * per user (the first). `nameOf` returns the nickname of a user id (or
 * undefined when unknown — then the mention is dropped).
 */
export function validMentions<M extends MentionRange>(
  text: string,
  mentions: readonly M[],
  nameOf: (userId: string) => string | undefined,
): M[] {
  const seen = new Set<string>();
  const kept: M[] = [];
  let lastEnd = -1;
  for (const m of [...mentions].sort((a, b) => a.startIndex - b.startIndex)) {
    const name = nameOf(m.userId);
    if (name === undefined || seen.has(m.userId)) continue;
    if (m.startIndex < 0 || m.endIndex > text.length || m.startIndex < lastEnd) continue;
    if (text.slice(m.startIndex, m.endIndex) !== `${MENTION_PREFIX}${name}`) continue;
    seen.add(m.userId);
    lastEnd = m.endIndex;
    kept.push(m);
  }
  return kept;
}
