/** The product's wordmark in the China edition, shown in the header and the footer. */
export const BRAND_NAME = 'Makeable';
