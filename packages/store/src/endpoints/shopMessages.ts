import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  ORDER_ITEMS_MAX,
  ORDER_QUANTITY_MAX,
  ORDER_UNITS_MAX,
  PLACEMENT_SCALE_MAX,
  PLACEMENT_SCALE_MIN,
} from '@aigc/domain';

/**
 * The shop's server messages (docs/shop.md 'Errors'; the server answers in
 * English) and their translations, by the server's exact text; registered by
 * `@aigc/store/shop` so the base query toasts them in the user's language.
 * A message with a detail in brackets (`… (paid → delivered)`) matches its
 * text without the detail.
 */
export const SHOP_SERVER_MESSAGES: ReadonlyArray<readonly [string, MessageDescriptor]> = [
  // 400: the order and the address (domain `validateOrderQuantities`, `validateShippingAddress`, `validatePlacement`)
  [
    'An Idempotency-Key header is required to place an order',
    msg`Please try placing the order again`,
  ],
  ['Please choose a product', msg`Please choose a product`],
  ['Please choose a valid size', msg`Please choose a valid size`],
  [
    `The quantity must be between 1 and ${ORDER_QUANTITY_MAX}`,
    msg`The quantity must be between 1 and ${ORDER_QUANTITY_MAX}`,
  ],
  [
    `An order can hold at most ${ORDER_ITEMS_MAX} products`,
    msg`An order can hold at most ${ORDER_ITEMS_MAX} products`,
  ],
  [
    `An order can hold at most ${ORDER_UNITS_MAX} items`,
    msg`An order can hold at most ${ORDER_UNITS_MAX} items`,
  ],
  [
    'We do not ship to this country from this shop',
    msg`We do not ship to this country from this shop`,
  ],
  ['Please enter your state or province', msg`Please enter your state or province`],
  ['Please choose your state', msg`Please choose your state`],
  ['Please enter your city', msg`Please enter your city`],
  [
    'The second address line must be at most 100 characters',
    msg`The second address line must be at most 100 characters`,
  ],
  ['Please enter a valid postal code', msg`Please enter a valid postal code`],
  [
    'Please fill in your shipping information first',
    msg`Please fill in your shipping information first`,
  ],
  ['Please choose a picture for this product', msg`Please choose a picture for this product`],
  [
    'This product is made from its design and takes no picture',
    msg`This product is made from its design and takes no picture`,
  ],
  [
    'The picture must be placed inside the print area',
    msg`The picture must be placed inside the print area`,
  ],
  [
    `The picture's size must be between ${PLACEMENT_SCALE_MIN} and ${PLACEMENT_SCALE_MAX} times the print width`,
    msg`The picture's size must be between ${PLACEMENT_SCALE_MIN} and ${PLACEMENT_SCALE_MAX} times the print width`,
  ],
  [
    'The rotation must be between -180 and 180 degrees',
    msg`The rotation must be between -180 and 180 degrees`,
  ],
  [
    'This picture cannot be printed, please choose another one',
    msg`This picture cannot be printed, please choose another one`,
  ],
  // 400: operators
  ['Please enter the tracking number', msg`Please enter the tracking number`],
  ['Please enter a valid tracking number', msg`Please enter a valid tracking number`],
  [
    'Please give the reason, the buyer will read it',
    msg`Please give the reason, the buyer will read it`,
  ],
  // 401, 403
  ['Please log in', msg`Please log in`],
  ['You can only print your own pictures', msg`You can only print your own pictures`],
  ['Operators only', msg`Operators only`],
  // 404
  ['This product does not exist', msg`This product does not exist`],
  ['This order does not exist', msg`This order does not exist`],
  ['This picture does not exist', msg`This picture does not exist`],
  ['This payment does not exist', msg`This payment does not exist`],
  ['This is not a test payment', msg`This is not a test payment`],
  ['This order has no refund', msg`This order has no refund`],
  // 409
  ['This product is not for sale', msg`This product is not for sale`],
  [
    'This Idempotency-Key was already used for another order',
    msg`This checkout was already used for another order, please start again`,
  ],
  [
    'This order is confirmed and can no longer be cancelled',
    msg`This order is confirmed and can no longer be cancelled`,
  ],
  ['This order cannot be paid', msg`This order cannot be paid`],
  [
    'This order was closed and cannot be paid any more',
    msg`This order was closed and cannot be paid any more`,
  ],
  ['This order cannot move to that status', msg`This order cannot move to that status`],
  [
    'The order status changed meanwhile, reload and try again',
    msg`The order status changed meanwhile, reload and try again`,
  ],
  // 503
  [
    'The payment service is not available right now, please try again',
    msg`The payment service is not available right now, please try again`,
  ],
];
