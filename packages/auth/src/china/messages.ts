import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  ChinaPasswordValidationCode,
  MobileValidationCode,
  ValidationIssue,
} from '@aigc/domain';
import { issueMessage, type AuthValidationCode } from '../util/messages';
import { serverErrorText } from '../util/serverError';

/** The validation codes the China forms meet beyond the international ones. */
export type ChinaValidationCode = MobileValidationCode | ChinaPasswordValidationCode;

/** User-facing texts of the China-only validation codes of `@aigc/domain` (docs/product.md §5). */
const CHINA_VALIDATION_MESSAGES: Record<ChinaValidationCode, MessageDescriptor> = {
  'mobile.required': msg`Please enter your mobile number`,
  'mobile.invalid': msg`Please enter a valid mobile number`,
  'password.twoKinds': msg`The password must contain at least two of letters, digits and special characters`,
};

/** The descriptor for a validation issue of the China forms, or null when there is none. */
export function chinaIssueMessage(
  issue: ValidationIssue<AuthValidationCode | ChinaValidationCode> | null,
): MessageDescriptor | null {
  if (!issue) return null;
  if (issue.code in CHINA_VALIDATION_MESSAGES)
    return CHINA_VALIDATION_MESSAGES[issue.code as ChinaValidationCode];
  return issueMessage(issue as ValidationIssue<AuthValidationCode>);
}

/** docs/product.md §5: an empty account asks for one (China: a mobile number or an e-mail, docs/auth.md 'Account login'). */
export const ACCOUNT_REQUIRED = msg`Please enter your mobile number or e-mail address`;

/** 'Change password': the current password is empty (the server's own words for it). */
export const CURRENT_PASSWORD_REQUIRED = msg`Please enter your current password`;

/**
 * The login messages of docs/product.md §8 (China edition), shown when the server
 * gave no message of its own.
 */
export const LOGIN_MESSAGES = {
  /** The WeChat QR login could not be started. */
  initFailed: msg`Initialization failed, please refresh and try again`,
  /** A code (SMS or e-mail) could not be sent. */
  sendFailed: msg`Failed to send the verification code, please try again`,
  /** A login call failed. */
  loginFailed: msg`Login failed`,
  /** A login answered neither a user nor a binding to do. */
  loginRetry: msg`Login failed, please try again`,
  /** The server failed (HTTP 5xx). */
  serviceError: msg`Service error, please try again later`,
  /** WeChat refused the sign-in (the poll's `failed`). */
  wechatFailed: msg`Login failed, please retry`,
  /** The WeChat poll was refused (an unknown or stale login id). */
  wechatInvalid: msg`Invalid WeChat login parameters`,
} as const;

/**
 * What to show for a failed China auth call (docs/product.md §8): nothing for an
 * aborted call, "service error" for a server failure (HTTP or envelope code
 * 5xx), else the server's message (unless `serverFirst` is false), else
 * `fallback`. The WeChat steps pass `serverFirst: false`: their §8 messages
 * ("initialization failed", "invalid WeChat login parameters") say more to
 * a person than whatever the provider answered.
 */
export function chinaErrorMessage(
  error: unknown,
  fallback: MessageDescriptor,
  serverFirst = true,
): MessageDescriptor | string | null {
  if (!error) return null;
  const status = (error as { status?: unknown }).status;
  if (status === 'ABORTED') return null;
  if (typeof status === 'number' && status >= 500) return LOGIN_MESSAGES.serviceError;
  return (serverFirst ? serverErrorText(error) : null) ?? fallback;
}
