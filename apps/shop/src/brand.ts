/** The shop's wordmark, shown in the header and the footer. */
export const BRAND_NAME = 'Makeable Shop';
