import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { NICKNAME_MAX, NICKNAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from '@aigc/domain';
import type { TermsValidationCode, ValidationCode, ValidationIssue } from '@aigc/domain';

/** The codes the international login forms can meet. */
export type AuthValidationCode = ValidationCode | TermsValidationCode;

/**
 * The user-facing text of each validation code of `@aigc/domain` (docs/product.md §5),
 * translated through Lingui: the domain's English `message` is for the
 * server; the client shows these.
 */
export const VALIDATION_MESSAGES: Record<AuthValidationCode, MessageDescriptor> = {
  'email.required': msg`Please enter your e-mail address`,
  'email.invalid': msg`Please enter a valid e-mail address`,
  'password.required': msg`Please enter a password`,
  'password.length': msg`The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long`,
  'password.spaces': msg`The password must not contain spaces`,
  'password.letterAndDigit': msg`The password must contain at least one letter and one digit`,
  'passwordConfirm.required': msg`Please confirm your password`,
  'passwordConfirm.mismatch': msg`The passwords do not match`,
  'nickname.required': msg`Please enter a nickname`,
  'nickname.length': msg`The nickname must be ${NICKNAME_MIN} to ${NICKNAME_MAX} characters long`,
  'code.required': msg`Please enter the verification code`,
  'code.invalid': msg`The verification code must be 6 digits`,
  'prompt.required': msg`Please enter a prompt`,
  'prompt.tooLong': msg`The prompt is too long`,
  'publish.titleRequired': msg`Please enter a title`,
  'publish.titleTooLong': msg`The title is too long`,
  'publish.descriptionTooLong': msg`The description is too long`,
  'publish.noImage': msg`Please select at least one image`,
  'publish.tooManyImages': msg`Too many images selected`,
  'terms.required': msg`Please agree to the terms of service and privacy policy`,
};

/** The descriptor for a validation issue, or null when there is none. */
export function issueMessage(issue: ValidationIssue<AuthValidationCode> | null): MessageDescriptor | null {
  return issue ? VALIDATION_MESSAGES[issue.code] : null;
}
