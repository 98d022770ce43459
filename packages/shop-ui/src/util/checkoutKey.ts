/**
 * The `Idempotency-Key` of one checkout attempt (docs/shop.md 'Placing an
 * order'): a new UUID the first time an order body is submitted, the same key
 * again while the body stays the same (a retry after a time-out or a 503
 * never creates a second order), and a new one once the buyer changes the
 * body (the server answers 409 to a reused key with another body).
 */
export class CheckoutKey {
  private key: string | null = null;
  private body: string | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key for `body` (compared by its JSON). */
  for(body: unknown): string {
    const json = JSON.stringify(body);
    if (this.key === null || this.body !== json) {
      this.key = this.newKey();
      this.body = json;
    }
    return this.key;
  }
}
