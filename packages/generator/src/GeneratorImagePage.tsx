import { Trans } from '@lingui/react/macro';
import { GeneratorShell } from './components/GeneratorShell';
import { TextToImageTool } from './tools/TextToImageTool';
import './styles/generator.css';

/**
 * The text-to-image generator, `/generator/image` (docs/product.md §1 generation tools,
 * §2 'Generator', §4 'Generation task', §8): {@link TextToImageTool} in the
 * generator frame (tool navigation; a visitor sees a sign-in prompt).
 */
export function GeneratorImagePage() {
  return (
    <GeneratorShell
      tool="image"
      title={<Trans>Text to image</Trans>}
      description={<Trans>Describe a design; publish the results you like and collect wants to make it real.</Trans>}
    >
      <TextToImageTool />
    </GeneratorShell>
  );
}
