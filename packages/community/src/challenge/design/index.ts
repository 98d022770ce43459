/**
 * `@aigc/community/challenge-design` — the challenge design screen, a door of
 * its own so the generator tools it composes load only with this route.
 */
export { ChallengeDesignPage } from './ChallengeDesignPage';
export type { DesignTab } from './ChallengeDesignPage';
