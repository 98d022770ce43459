import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { RELEASE_DESCRIPTION_MAX, RELEASE_MESSAGES, RELEASE_PENDING_MAX } from '@aigc/domain';

/**
 * The server's messages of direct product launch (docs/shop.md 'Direct
 * launch'; `RELEASE_MESSAGES` of @aigc/domain, in English) and their
 * translations, by the server's exact text; registered by
 * `@aigc/store/releases`. The price message carries the range in brackets
 * (`… (19.00–95.00 USD)`), which the translation keeps.
 */
export const RELEASE_SERVER_MESSAGES: ReadonlyArray<readonly [string, MessageDescriptor]> = [
  [RELEASE_MESSAGES.kind, msg`Please choose a product type`],
  [RELEASE_MESSAGES.noSizes, msg`Please choose at least one size`],
  [RELEASE_MESSAGES.badSize, msg`Please choose a valid size`],
  [RELEASE_MESSAGES.price, msg`The price is outside the allowed range for this product type`],
  [RELEASE_MESSAGES.description, msg`Please describe the product`],
  [RELEASE_MESSAGES.descriptionTooLong, msg`The description must be at most ${RELEASE_DESCRIPTION_MAX} characters`],
  [RELEASE_MESSAGES.notVerified, msg`Only verified creators can launch products directly`],
  [RELEASE_MESSAGES.noDesign, msg`This design does not exist`],
  [RELEASE_MESSAGES.notYourDesign, msg`You can only release your own designs`],
  [RELEASE_MESSAGES.underReview, msg`This design is already under review`],
  [RELEASE_MESSAGES.alreadyProduct, msg`This design is already a product in the shop`],
  [RELEASE_MESSAGES.tooManyPending, msg`You can have at most ${RELEASE_PENDING_MAX} releases under review`],
  [RELEASE_MESSAGES.noRelease, msg`This release does not exist`],
  [RELEASE_MESSAGES.notWithdrawable, msg`Only a release under review can be withdrawn`],
  [RELEASE_MESSAGES.reviewed, msg`This release was already reviewed`],
  [RELEASE_MESSAGES.withdrawn, msg`The creator withdrew this release`],
  [RELEASE_MESSAGES.reasonRequired, msg`Please give the reason, the creator will read it`],
  [RELEASE_MESSAGES.designDeleted, msg`The creator deleted this design`],
  [RELEASE_MESSAGES.creatorNotVerified, msg`The creator is no longer a verified creator`],
];
