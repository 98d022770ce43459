/**
 * @aigc/generator — the generation tools (spec §1, §2 'Generator'). For
 * now the text → image page with its task panel, history and a small publish
 * form. This file is the package's only public door.
 */
export { GeneratorImagePage } from './GeneratorImagePage';
export { PublishForm } from './components/PublishForm';
export type { PublishFormProps } from './components/PublishForm';
