/** The product's wordmark, shown in the header and the document title. */
export const BRAND_NAME = 'Makeable';
