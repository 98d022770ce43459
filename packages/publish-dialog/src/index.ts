/**
 * @aigc/publish-dialog — the two-step publish-post dialog (docs/product.md §2
 * 'Publish-post dialog', §3 payload, §4 transitions, §5 rules, §8 errors)
 * and the author onboarding page that unlocks local upload (docs/product.md §6).
 * This file is the package's only public door.
 */
import './styles/publish-dialog.css';

export { PublishDialog } from './components/PublishDialog';
export type { PublishDialogProps, PublishScene, PublishedEvent } from './components/PublishDialog';
export { AuthorOnboardingPage } from './components/AuthorOnboardingPage';
export type { SelectedImage } from './util/selection';
export { selectedFromRecord, selectedFromAsset, titleFromSelection } from './util/selection';
