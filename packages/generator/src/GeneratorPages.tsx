/**
 * The generator routes other than `/generator/image` (docs/product.md §2 'Main site
 * routes'): each page is one tool in {@link GeneratorShell}.
 */
import { Trans } from '@lingui/react/macro';
import { GeneratorShell } from './components/GeneratorShell';
import { ImageTo3DTool } from './tools/ImageTo3DTool';
import { ImageToImageTool } from './tools/ImageToImageTool';
import { ImageToVideoTool } from './tools/ImageToVideoTool';
import { InpaintingTool } from './tools/InpaintingTool';
import { CartoonFigurineTool, DreamJobTool } from './tools/PresetTools';
import { UpscaleTool } from './tools/UpscaleTool';
import './styles/generator.css';

/** `/generator/img2img`: image → image and kontext. */
export function GeneratorImg2ImgPage() {
  return (
    <GeneratorShell
      tool="img2img"
      title={<Trans>Image to image</Trans>}
      description={<Trans>Restyle an image, or edit with several reference images (kontext).</Trans>}
    >
      <ImageToImageTool />
    </GeneratorShell>
  );
}

/** `/generator/inpainting`: paint a mask, then modify or remove. */
export function GeneratorInpaintingPage() {
  return (
    <GeneratorShell
      tool="inpainting"
      title={<Trans>Inpainting</Trans>}
      description={<Trans>Paint over part of an image, then repaint it from a prompt or remove it.</Trans>}
    >
      <InpaintingTool />
    </GeneratorShell>
  );
}

/** `/generator/hd`: HD upscale. */
export function GeneratorHdPage() {
  return (
    <GeneratorShell
      tool="hd"
      title={<Trans>HD upscale</Trans>}
      description={<Trans>Enlarge an image two or four times with sharpening, for print.</Trans>}
    >
      <UpscaleTool />
    </GeneratorShell>
  );
}

/** `/generator/video`: image → video. */
export function GeneratorVideoPage() {
  return (
    <GeneratorShell
      tool="video"
      title={<Trans>Image to video</Trans>}
      description={<Trans>Bring an image to life with a short camera move.</Trans>}
    >
      <ImageToVideoTool />
    </GeneratorShell>
  );
}

/** `/generator/imageTo3D`: image → 3D with an in-page preview. */
export function GeneratorImageTo3DPage() {
  return (
    <GeneratorShell
      tool="imageTo3D"
      title={<Trans>Image to 3D</Trans>}
      description={<Trans>Turn an image into a printable 3D relief, previewed right here.</Trans>}
    >
      <ImageTo3DTool />
    </GeneratorShell>
  );
}

/** `/create/cartoonFigurine`. */
export function CartoonFigurinePage() {
  return (
    <GeneratorShell
      tool="cartoonFigurine"
      title={<Trans>Cartoon figurine</Trans>}
      description={<Trans>Turn a photo into a cartoon figurine you can make real.</Trans>}
    >
      <CartoonFigurineTool />
    </GeneratorShell>
  );
}

/** `/generator/dreamJob`. */
export function DreamJobPage() {
  return (
    <GeneratorShell
      tool="dreamJob"
      title={<Trans>Dream job</Trans>}
      description={<Trans>See yourself at work in the job of your dreams.</Trans>}
    >
      <DreamJobTool />
    </GeneratorShell>
  );
}
