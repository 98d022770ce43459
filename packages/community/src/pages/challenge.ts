/** A challenge's page `/challenge/:challengeId` (docs/product.md §2), as its own chunk. */
export { ChallengePage } from '../challenge/ChallengePage';
