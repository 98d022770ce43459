/** Longest accepted `Idempotency-Key` of an order, in characters. */
export const IDEMPOTENCY_KEY_MAX = 128;
