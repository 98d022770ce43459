/**
 * The client rules of the international auth forms (docs/product.md §5), one per
 * field, each reading the form's values and returning the message to show
 * (or null). They run the `@aigc/domain` validators the server runs too.
 */
import type { MessageDescriptor } from '@lingui/core';
import { validateEmail, validateEmailCode, validateNickname, validatePassword, validatePasswordMatch } from '@aigc/domain';
import { issueMessage } from './messages';

/** A rule over the fields `K` of a form. */
type Rule<K extends string> = (values: Record<K, string>) => MessageDescriptor | null;

/** E-mail: required, a valid address. */
export const emailRule: Rule<'email'> = (v) => issueMessage(validateEmail(v.email));
/** The 6-digit e-mail code. */
export const codeRule: Rule<'code'> = (v) => issueMessage(validateEmailCode(v.code));
/** Nickname length. */
export const nicknameRule: Rule<'nickname'> = (v) => issueMessage(validateNickname(v.nickname));
/** A new password: 6–20 characters, a letter and a digit, no spaces. */
export const newPasswordRule: Rule<'password'> = (v) => issueMessage(validatePassword(v.password));
/** The confirmation matches the new password. */
export const confirmRule: Rule<'password' | 'confirm'> = (v) => issueMessage(validatePasswordMatch(v.password, v.confirm));
