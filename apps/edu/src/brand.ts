/** The product's wordmark in the education edition, shown in the header. */
export const BRAND_NAME = 'Makeable Class';
