/**
 * Input validation rules of docs/product.md §5, shared by the server (which enforces
 * them) and the clients (which show them before sending).
 *
 * Every validator returns `null` when the value is acceptable, or a
 * {@link ValidationIssue}: a stable `code` that clients translate, and an
 * English `message` that the server sends as the envelope `msg`.
 */
import { editionRules, type Edition } from './edition';
import {
  CODE_LENGTH,
  DESCRIPTION_MAX,
  NICKNAME_MAX,
  RATIO_MAX,
  RATIO_MIN,
  UPLOAD_ACCEPTED_MIME_TYPES,
  UPLOAD_MAX_BYTES,
  NICKNAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  POST_IMAGES_MAX,
  PROMPT_MAX,
  TITLE_MAX,
} from './limits';
import { isBlankText } from './text';
import { TERMS_REQUIRED_MESSAGE } from './terms';

/**
 * A failed rule: `code` is a stable dotted key (clients translate it),
 * `message` an English sentence (the server's envelope `msg`).
 */
export interface ValidationIssue<C extends string = ValidationCode> {
  code: C;
  message: string;
}

/**
 * Codes of the e-mail auth, prompt and publish validators (the international
 * edition). Later groups have their own code types, so a client's
 * exhaustive `Record<ValidationCode, …>` keeps compiling when a group is added.
 */
export type ValidationCode =
  | 'email.required'
  | 'email.invalid'
  | 'password.required'
  | 'password.length'
  | 'password.spaces'
  | 'password.letterAndDigit'
  | 'passwordConfirm.required'
  | 'passwordConfirm.mismatch'
  | 'nickname.required'
  | 'nickname.length'
  | 'code.required'
  | 'code.invalid'
  | 'prompt.required'
  | 'prompt.tooLong'
  | 'publish.titleRequired'
  | 'publish.titleTooLong'
  | 'publish.descriptionTooLong'
  | 'publish.noImage'
  | 'publish.tooManyImages';

/** The extra code of {@link validatePasswordCn} (China edition). */
export type ChinaPasswordValidationCode = 'password.twoKinds';

/** Codes of {@link validateMobile} (China edition). */
export type MobileValidationCode = 'mobile.required' | 'mobile.invalid';
/** Code of {@link validateTermsAccepted}. */
export type TermsValidationCode = 'terms.required';
/** Codes of {@link validateUploadImage} (local upload). */
export type UploadValidationCode = 'upload.format' | 'upload.tooLarge' | 'upload.ratio';
/** Every code any validator of this module can return. */
export type AnyValidationCode =
  | ValidationCode
  | ChinaPasswordValidationCode
  | MobileValidationCode | TermsValidationCode | UploadValidationCode;

const issue = <C extends AnyValidationCode>(code: C, message: string): ValidationIssue<C> => ({ code, message });

// Deliberately simple: one "@", a non-empty local part and a dotted domain,
// no spaces. Deliverability is proven by the code we mail, not by a regex.
const EMAIL_RE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** Longest e-mail address accepted (RFC 5321 path limit), in characters. */
export const EMAIL_MAX = 254;

/**
 * E-mail address (docs/product.md §5: empty e-mail is an error).
 * @returns `email.required` when blank, `email.invalid` when not `local@domain.tld` or longer than 254.
 */
export function validateEmail(email: string): ValidationIssue | null {
  const value = email.trim();
  if (value === '') return issue('email.required', 'Please enter your e-mail address');
  if (value.length > EMAIL_MAX || !EMAIL_RE.test(value)) {
    return issue('email.invalid', 'Please enter a valid e-mail address');
  }
  return null;
}

/**
 * International password rule (docs/product.md §5): 6–20 characters, at least one
 * letter and one digit, no whitespace. Length counts Unicode code points.
 * @returns `password.required` | `password.length` | `password.spaces` | `password.letterAndDigit`, or null.
 */
export function validatePassword(password: string): ValidationIssue | null {
  if (password === '') return issue('password.required', 'Please enter a password');
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) {
    return issue('password.length', `The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long`);
  }
  if (/\s/u.test(password)) return issue('password.spaces', 'The password must not contain spaces');
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) {
    return issue('password.letterAndDigit', 'The password must contain at least one letter and one digit');
  }
  return null;
}

/**
 * China password rule (docs/product.md §5, China and sign-up texts): 6–20 characters
 * (code points), no whitespace, and at least two of the three kinds letters,
 * digits and special characters (anything else that is not a space).
 * @returns `password.required` | `password.length` | `password.spaces` | `password.twoKinds`, or null.
 */
export function validatePasswordCn(password: string): ValidationIssue<ValidationCode | ChinaPasswordValidationCode> | null {
  if (password === '') return issue('password.required', 'Please enter a password');
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) {
    return issue('password.length', `The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long`);
  }
  if (/\s/u.test(password)) return issue('password.spaces', 'The password must not contain spaces');
  const kinds = [/\p{L}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}\s]/u].filter((kind) => kind.test(password)).length;
  if (kinds < 2) {
    return issue<ChinaPasswordValidationCode>('password.twoKinds', 'The password must contain at least two of letters, digits and special characters');
  }
  return null;
}

/**
 * The password rule of an edition's sign-up and reset forms (docs/product.md §5;
 * `editionRules(edition).passwordRule`): international = letter and digit
 * ({@link validatePassword}); China and education = two of letters, digits
 * and special characters ({@link validatePasswordCn}). Returns the first
 * issue or null.
 */
export function validateEditionPassword(
  edition: Edition,
  password: string,
): ValidationIssue<ValidationCode | ChinaPasswordValidationCode> | null {
  return editionRules(edition).passwordRule === 'two-kinds' ? validatePasswordCn(password) : validatePassword(password);
}

/**
 * Confirmation must match the password (docs/product.md §5).
 * @returns `passwordConfirm.required` when empty, `passwordConfirm.mismatch` when different, or null.
 */
export function validatePasswordMatch(password: string, confirmation: string): ValidationIssue | null {
  if (confirmation === '') return issue('passwordConfirm.required', 'Please confirm your password');
  if (password !== confirmation) return issue('passwordConfirm.mismatch', 'The passwords do not match');
  return null;
}

/**
 * Nickname: required (docs/product.md §5; only blank or invisible characters count as empty,
 * {@link isBlankText}), 2–20 characters after trimming (code points).
 * @returns `nickname.required` | `nickname.length`, or null.
 */
export function validateNickname(nickname: string): ValidationIssue | null {
  const value = nickname.trim();
  if (isBlankText(value)) return issue('nickname.required', 'Please enter a nickname');
  const length = [...value].length;
  if (length < NICKNAME_MIN || length > NICKNAME_MAX) {
    return issue('nickname.length', `The nickname must be ${NICKNAME_MIN} to ${NICKNAME_MAX} characters long`);
  }
  return null;
}

/**
 * E-mail or SMS verification code: exactly 6 ASCII digits (docs/product.md §5). Surrounding spaces are ignored.
 * @returns `code.required` | `code.invalid`, or null.
 */
export function validateEmailCode(code: string): ValidationIssue | null {
  const value = code.trim();
  if (value === '') return issue('code.required', 'Please enter the verification code');
  if (!new RegExp(`^[0-9]{${CODE_LENGTH}}$`).test(value)) {
    return issue('code.invalid', `The verification code must be ${CODE_LENGTH} digits`);
  }
  return null;
}

/**
 * Generation prompt: required (docs/product.md §5), at most {@link PROMPT_MAX} characters (code points).
 * @returns `prompt.required` | `prompt.tooLong`, or null.
 */
export function validatePrompt(prompt: string): ValidationIssue | null {
  const value = prompt.trim();
  if (value === '') return issue('prompt.required', 'Please enter a prompt');
  if ([...value].length > PROMPT_MAX) {
    return issue('prompt.tooLong', `The prompt must be at most ${PROMPT_MAX} characters long`);
  }
  return null;
}

/** Input of {@link validatePublish}. */
export interface PublishInput {
  title: string;
  description: string;
  /** Number of selected images. */
  imageCount: number;
  /** Injected image limit (docs/product.md §5 "maximum supplied by the parent"); defaults to 9 and never exceeds it. */
  maxImages?: number;
}

/**
 * Publish form (docs/product.md §5): a title (not only spaces) ≤ 50, description ≤ 300 characters (code
 * points), 1 to `maxImages` (default 9) images. Returns the first issue.
 * @returns `publish.noImage` | `publish.tooManyImages` | `publish.titleRequired` | `publish.titleTooLong` | `publish.descriptionTooLong`, or null.
 */
export function validatePublish(input: PublishInput): ValidationIssue | null {
  const max = Math.min(input.maxImages ?? POST_IMAGES_MAX, POST_IMAGES_MAX);
  if (input.imageCount < 1) return issue('publish.noImage', 'Please select at least one image');
  if (input.imageCount > max) {
    return issue('publish.tooManyImages', `At most ${max} images can be published`);
  }
  if (input.title.trim() === '') return issue('publish.titleRequired', 'Please enter a title');
  if ([...input.title].length > TITLE_MAX) {
    return issue('publish.titleTooLong', `The title must be at most ${TITLE_MAX} characters long`);
  }
  if ([...input.description].length > DESCRIPTION_MAX) {
    return issue('publish.descriptionTooLong', `The description must be at most ${DESCRIPTION_MAX} characters long`);
  }
  return null;
}

/**
 * China mobile number (docs/product.md §5): 11 digits, starting with 1 then 3–9.
 * Surrounding spaces are ignored.
 * @returns `mobile.required` | `mobile.invalid`, or null.
 */
export function validateMobile(mobile: string): ValidationIssue<MobileValidationCode> | null {
  const value = mobile.trim();
  if (value === '') return issue('mobile.required', 'Please enter your mobile number');
  if (!/^1[3-9][0-9]{9}$/.test(value)) return issue('mobile.invalid', 'Please enter a valid mobile number');
  return null;
}

/**
 * International login and sign-up need the terms of service and the privacy
 * policy ticked (docs/product.md §5).
 * @returns `terms.required` when not accepted, or null.
 */
export function validateTermsAccepted(accepted: boolean): ValidationIssue<TermsValidationCode> | null {
  return accepted ? null : issue('terms.required', TERMS_REQUIRED_MESSAGE);
}

/** Input of {@link validateUploadImage}: what the browser knows about a picked file. */
export interface UploadImageInput {
  /** MIME type, e.g. "image/png" (HEIC and GIF are not accepted, docs/product.md §5). */
  type: string;
  /** File size in bytes. */
  sizeBytes: number;
  /** Decoded size in px, when known (after the image has been read). */
  width?: number;
  height?: number;
}

/**
 * A picture for a post (docs/product.md §5): jpeg, png or webp; at most 20 MiB; width /
 * height between 0.5 and 2 (checked when the size is known).
 * @returns `upload.format` | `upload.tooLarge` | `upload.ratio`, or null.
 */
export function validateUploadImage(file: UploadImageInput): ValidationIssue<UploadValidationCode> | null {
  const type = file.type.toLowerCase() === 'image/jpg' ? 'image/jpeg' : file.type.toLowerCase();
  if (!(UPLOAD_ACCEPTED_MIME_TYPES as readonly string[]).includes(type)) {
    return issue('upload.format', 'Image format error: use JPEG, PNG or WebP');
  }
  if (file.sizeBytes > UPLOAD_MAX_BYTES) {
    return issue('upload.tooLarge', `The image must be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`);
  }
  if (file.width !== undefined && file.height !== undefined && file.width > 0 && file.height > 0) {
    const ratio = file.width / file.height;
    if (ratio < RATIO_MIN || ratio > RATIO_MAX) {
      return issue('upload.ratio', 'The width-to-height ratio must be between 1:2 and 2:1');
    }
  }
  return null;
}
