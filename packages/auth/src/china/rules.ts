/**
 * The client rules of the China auth forms (docs/product.md §5), one per field,
 * each reading the form's values and returning the message to show (or
 * null). They run the `@aigc/domain` validators the server runs too.
 */
import type { MessageDescriptor } from '@lingui/core';
import {
  validateEmailCode,
  validateMobile,
  validatePasswordCn,
  validatePasswordMatch,
} from '@aigc/domain';
import { ACCOUNT_REQUIRED, chinaIssueMessage } from './messages';

/** A rule over the fields `K` of a form. */
type Rule<K extends string> = (values: Record<K, string>) => MessageDescriptor | null;

/** Mobile: required, 11 digits starting 1, then 3–9. */
export const mobileRule: Rule<'mobile'> = (v) => chinaIssueMessage(validateMobile(v.mobile));
/** The 6-digit SMS or e-mail code. */
export const smsCodeRule: Rule<'code'> = (v) => chinaIssueMessage(validateEmailCode(v.code));
/** An account (mobile number or e-mail): required. */
export const accountRule: Rule<'account'> = (v) =>
  v.account.trim() === '' ? ACCOUNT_REQUIRED : null;
/** A login password: only required (the rules apply when one is chosen). */
export const loginPasswordRule: Rule<'password'> = (v) =>
  v.password === '' ? chinaIssueMessage(validatePasswordCn('')) : null;
/** A new password, China rule: 6–20 characters, no spaces, two of letters, digits and specials. */
export const newPasswordCnRule: Rule<'password'> = (v) =>
  chinaIssueMessage(validatePasswordCn(v.password));
/** The confirmation matches the new password. */
export const confirmCnRule: Rule<'password' | 'confirm'> = (v) =>
  chinaIssueMessage(validatePasswordMatch(v.password, v.confirm));
