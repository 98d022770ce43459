import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { CartoonFigurineTool, GeneratorPublishing, ImageTo3DTool, InpaintingTool, TextToImageTool } from '@aigc/generator';

/**
 * A generator package tool inside the education edition's larger page: a
 * title and one line of help above the tool, with publishing off
 * (classroom accounts never post, docs/edu.md 'A safe space for children').
 */
function EduToolPage({ title, help, children }: { title: ReactNode; help: ReactNode; children: ReactNode }) {
  return (
    <div className="edu-page edu-page--tool">
      <h1 className="edu-heading">{title}</h1>
      <p className="edu-lead">{help}</p>
      <GeneratorPublishing allowed={false}>{children}</GeneratorPublishing>
    </div>
  );
}

/** `/generator/image`: words → picture (the generator package's text → image tool). */
export function EduImagePage() {
  return (
    <EduToolPage title={<Trans>Words to picture</Trans>} help={<Trans>Describe what you want to see, then press Generate.</Trans>}>
      <TextToImageTool />
    </EduToolPage>
  );
}

/** `/generator/imageTo3D` and `/generator/3d`: picture → 3D model. */
export function EduImageTo3DPage() {
  return (
    <EduToolPage title={<Trans>Picture to 3D</Trans>} help={<Trans>Choose one of your pictures and turn it into a 3D model.</Trans>}>
      <ImageTo3DTool />
    </EduToolPage>
  );
}

/** `/generator/inpainting`: the magic brush (paint over part of a picture and change it). */
export function EduInpaintingPage() {
  return (
    <EduToolPage title={<Trans>Magic brush</Trans>} help={<Trans>Paint over the part you want to change and say what should be there.</Trans>}>
      <InpaintingTool />
    </EduToolPage>
  );
}

/** `/create/cartoonFigurine`: a cartoon figure from a picture. */
export function EduCartoonFigurinePage() {
  return (
    <EduToolPage title={<Trans>Cartoon figurine</Trans>} help={<Trans>Pick a style and a picture to make a little cartoon figure.</Trans>}>
      <CartoonFigurineTool />
    </EduToolPage>
  );
}
