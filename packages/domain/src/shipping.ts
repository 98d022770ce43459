/**
 * Shipping information (docs/product.md §2 'Shipping information form', §5) and the free
 * ID tag campaign (docs/product.md §1, §2, §5): field rules shared by `/delivery`, the ID
 * tag page and the server, which enforces them and the locks.
 */
import type { ValidationIssue } from './validation';

/** Fields of the shipping form; each is locked once confirmed (docs/product.md §2). */
export type ShippingField = (typeof SHIPPING_FIELDS)[number];
/** Every {@link ShippingField}, in form order. */
export const SHIPPING_FIELDS = ['address', 'fullName', 'phone'] as const;

/** Codes of {@link validateShippingField}. */
export type ShippingValidationCode =
  | 'address.required'
  | 'address.length'
  | 'fullName.required'
  | 'fullName.length'
  | 'phone.required'
  | 'phone.invalid';

/** Length bounds, in characters after trimming. */
export const ADDRESS_MIN = 5;
export const ADDRESS_MAX = 200;
export const FULL_NAME_MAX = 60;

const PHONE_RE = /^\+?[0-9][0-9 ()-]{5,22}$/;

/**
 * One shipping field (docs/product.md §5: address, full name and phone required).
 * Address: 5–200 characters; full name: 1–60; phone: 7–15 digits, an
 * optional leading `+`, spaces, dashes and brackets allowed.
 * @returns null when acceptable, else the issue with its English message.
 */
export function validateShippingField(field: ShippingField, raw: string): ValidationIssue<ShippingValidationCode> | null {
  const value = raw.trim();
  switch (field) {
    case 'address':
      if (!value) return { code: 'address.required', message: 'Please enter your address' };
      if (value.length < ADDRESS_MIN || value.length > ADDRESS_MAX)
        return { code: 'address.length', message: `The address must be ${ADDRESS_MIN}-${ADDRESS_MAX} characters` };
      return null;
    case 'fullName':
      if (!value) return { code: 'fullName.required', message: 'Please enter your full name' };
      if (value.length > FULL_NAME_MAX)
        return { code: 'fullName.length', message: `The full name must be at most ${FULL_NAME_MAX} characters` };
      return null;
    case 'phone': {
      if (!value) return { code: 'phone.required', message: 'Please enter your phone number' };
      const digits = value.replace(/\D/g, '').length;
      if (!PHONE_RE.test(value) || digits < 7 || digits > 15)
        return { code: 'phone.invalid', message: 'Please enter a valid phone number' };
      return null;
    }
  }
}

// ---- Free ID tag (docs/product.md §1, §5) --------------------------------------------

/** Number of free ID tags: the first 10,000 users (docs/product.md §1, §5). */
export const ID_TAG_LIMIT = 10_000;
/** The only country the ID tag ships to (docs/product.md §5 'US residents only'). */
export const ID_TAG_COUNTRY = 'US';
/** Shipping time of an ID tag, in days (docs/product.md §1: 7 to 9). */
export const ID_TAG_SHIP_DAYS = { min: 7, max: 9 } as const;

/** USPS codes of the states, DC and the territories a US resident may live in. */
export const US_STATE_CODES: readonly string[] = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'AS', 'GU', 'MP', 'PR', 'VI', 'AA', 'AE', 'AP',
];

/** A US shipping address for the ID tag. */
export interface UsAddress {
  line1: string;
  line2?: string;
  city: string;
  /** USPS state code, e.g. `NY`. */
  state: string;
  /** ZIP or ZIP+4, e.g. `10001` or `10001-1234`. */
  zip: string;
}

/** Codes of {@link validateIdTagClaim}. */
export type IdTagValidationCode =
  | 'idTag.nameRequired'
  | 'idTag.nameLength'
  | 'idTag.notUs'
  | 'idTag.line1'
  | 'idTag.city'
  | 'idTag.state'
  | 'idTag.zip';

/**
 * The ID tag claim (docs/product.md §5: US residents only; name and address): name
 * 1–60 characters, country `US`, a street line of 3–100 characters, a city,
 * a USPS state code and a ZIP (5 digits, optionally +4).
 */
export function validateIdTagClaim(input: {
  name: string;
  country: string;
  address: UsAddress;
}): ValidationIssue<IdTagValidationCode> | null {
  const name = input.name.trim();
  if (!name) return { code: 'idTag.nameRequired', message: 'Please enter the name for the tag' };
  if (name.length > FULL_NAME_MAX) return { code: 'idTag.nameLength', message: `The name must be at most ${FULL_NAME_MAX} characters` };
  if (input.country.trim().toUpperCase() !== ID_TAG_COUNTRY)
    return { code: 'idTag.notUs', message: 'The free ID tag is for US residents only' };
  const a = input.address;
  const line1 = a.line1.trim();
  if (line1.length < 3 || line1.length > 100) return { code: 'idTag.line1', message: 'Please enter your street address' };
  const city = a.city.trim();
  if (!city || city.length > 60) return { code: 'idTag.city', message: 'Please enter your city' };
  if (!US_STATE_CODES.includes(a.state.trim().toUpperCase())) return { code: 'idTag.state', message: 'Please choose your state' };
  if (!/^\d{5}(-\d{4})?$/.test(a.zip.trim())) return { code: 'idTag.zip', message: 'Please enter a valid ZIP code' };
  return null;
}
