/** The list of challenges `/all-activities` and a shared challenge post `/challenge/share/:contentId` (docs/product.md §2), as one chunk. */
export { AllActivitiesPage } from '../challenge/AllActivitiesPage';
export { ChallengeSharePage } from '../challenge/ChallengeSharePage';
