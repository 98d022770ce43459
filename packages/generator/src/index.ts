/**
 * @aigc/generator — the generation tools (docs/product.md §1, §2 'Generator'). This
 * file is the package's only public door.
 *
 * Pages (one per route of docs/product.md §2) and, for composing other screens (the
 * challenge design tabs: image generation / inpainting / image reference),
 * the tools themselves: each takes an optional `topicId` and renders its
 * form, the task queue panel and the results.
 */
import './styles/generator.css';

export { GeneratorImagePage } from './GeneratorImagePage';
export {
  CartoonFigurinePage,
  DreamJobPage,
  GeneratorHdPage,
  GeneratorImageTo3DPage,
  GeneratorImg2ImgPage,
  GeneratorInpaintingPage,
  GeneratorVideoPage,
} from './GeneratorPages';
export { TextToImageTool } from './tools/TextToImageTool';
export type { TextToImageToolProps } from './tools/TextToImageTool';
export { ImageToImageTool } from './tools/ImageToImageTool';
export type { ImageToImageToolProps } from './tools/ImageToImageTool';
export { InpaintingTool } from './tools/InpaintingTool';
export type { InpaintingToolProps } from './tools/InpaintingTool';
export { UpscaleTool } from './tools/UpscaleTool';
export { ImageTo3DTool } from './tools/ImageTo3DTool';
export { ImageToVideoTool } from './tools/ImageToVideoTool';
export { CartoonFigurineTool, DreamJobTool } from './tools/PresetTools';
export { GeneratorShell } from './components/GeneratorShell';
export { HistoryPicker } from './components/HistoryPicker';
export type { HistoryPickerProps, PickedImage } from './components/HistoryPicker';
export { TaskQueuePanel } from './components/TaskQueuePanel';
export { useToolJobs } from './hooks/useToolJobs';
export { GeneratorPublishing } from './components/GeneratorPublishing';
export { formatDateTime } from './util/format';
export { ModelPreview } from './components/ModelPreview';
export type { ModelPreviewProps } from './components/ModelPreview';
