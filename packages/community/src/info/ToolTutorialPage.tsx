import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { InfoPage, InfoSection } from './InfoPage';

interface Tool {
  id: string;
  name: string;
  how: string;
  to: string;
}

function useTools(): Tool[] {
  const { t } = useLingui();
  return [
    { id: 'text', name: t`Text to image`, how: t`Describe the object, its material and its style; pick a model; generate.`, to: '/generator/image' },
    { id: 'magic', name: t`Magic prompt`, how: t`Write a few words and let the assistant expand them into a detailed prompt.`, to: '/generator/image' },
    { id: 'img2img', name: t`Image to image`, how: t`Start from a picture or sketch and restyle it with a prompt.`, to: '/generator/img2img' },
    { id: 'edge', name: t`Edge reference`, how: t`Keep the outline of your reference image and let the AI fill in the rest.`, to: '/generator/img2img' },
    { id: 'kontext', name: t`Reference editing (kontext)`, how: t`Give one or more reference images and describe the change you want.`, to: '/generator/img2img' },
    { id: 'inpainting', name: t`Inpainting`, how: t`Brush over the part to change, then modify it with a prompt or remove it. Undo and redo as you go.`, to: '/generator/inpainting' },
    { id: 'hd', name: t`Upscale to HD`, how: t`Enlarge a result two or four times for printing and close-ups.`, to: '/generator/hd' },
    { id: '3d', name: t`Image to 3D`, how: t`Turn an image into a 3D model you can preview and download.`, to: '/generator/imageTo3D' },
    { id: 'video', name: t`Image to video`, how: t`Animate an image into a short clip.`, to: '/generator/video' },
  ];
}

/**
 * The tool tutorial, `/tool` (docs/product.md §2 'Other' menu; the tools of docs/product.md §1):
 * what each creation tool does, how to use it in one line, and a link that
 * opens it.
 */
export function ToolTutorialPage() {
  const tools = useTools();
  return (
    <InfoPage
      title={<Trans>Tool tutorial</Trans>}
      lead={<Trans>Every creation tool in one place: what it is for, and how to get a good result quickly.</Trans>}
    >
      <InfoSection id="cm-tools" title={<Trans>The tools</Trans>}>
        <ol className="cm-info__cards">
          {tools.map((tool) => (
            <li key={tool.id} className="cm-info__card">
              <h3 className="cm-info__card-title">{tool.name}</h3>
              <p>{tool.how}</p>
              <Link to={tool.to} className="cm-info__card-link">
                <Trans>Try it</Trans>
                <span className="ui-visually-hidden">: {tool.name}</span>
              </Link>
            </li>
          ))}
        </ol>
      </InfoSection>
    </InfoPage>
  );
}
