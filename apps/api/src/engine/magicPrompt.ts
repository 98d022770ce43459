/**
 * Offline magic prompt (prompt-expansion assistant, docs/product.md §1): a documented
 * template expansion, no model involved.
 *
 * The template is `<subject>, <product phrase>, <material>, <detail>,
 * <lighting>, <view>, <quality>` where
 * - subject: the user's prompt, trimmed, trailing punctuation removed;
 * - product phrase: from the motif the prompt names (ring, pendant, tag,
 *   figure, gem; see `motifFor`), e.g. "designed as a wearable pendant with a
 *   bail loop"; nothing for other prompts;
 * - material, detail, lighting, view: one entry each from fixed lists,
 *   chosen by a hash of the prompt (same prompt → same expansion), skipping
 *   a slot whose words the prompt already contains (it says "gold" → no
 *   material is added);
 * - quality: "high detail, clean background, product photography".
 * The result is cut to `PROMPT_MAX` characters.
 */
import { createHash } from 'node:crypto';
import { PROMPT_MAX } from '@aigc/domain';
import { motifFor } from './motif';

const PRODUCT: Record<string, string> = {
  ring: 'designed as a wearable ring with a comfortable band',
  pendant: 'designed as a wearable pendant with a bail loop',
  tag: 'designed as an engraved ID tag with a key-ring hole',
  figure: 'designed as a collectible toy figurine on a round base',
  gem: 'designed as a faceted jewellery piece',
  abstract: '',
};

const MATERIALS = [
  'polished sterling silver',
  'brushed 18k gold',
  'matte ceramic',
  'translucent resin',
  'enamel on brass',
];
const DETAILS = [
  'fine engraved line work',
  'soft rounded edges',
  'subtle hammered texture',
  'crisp geometric facets',
  'smooth sculpted surfaces',
];
const LIGHTING = [
  'soft studio lighting',
  'warm rim light',
  'diffuse daylight',
  'dramatic side light',
];
const VIEWS = ['three-quarter view', 'front view', 'close-up macro shot', 'top-down view'];
const QUALITY = 'high detail, clean background, product photography';

const MATERIAL_WORDS =
  /\b(silver|gold|brass|bronze|steel|titanium|ceramic|resin|enamel|wood|glass|plastic|vinyl|porcelain)\b/i;
const LIGHT_WORDS = /\b(light|lighting|lit|sunlight|shadow|glow)\b/i;
const VIEW_WORDS = /\b(view|close-?up|macro|angle|shot)\b/i;

const pick = (list: readonly string[], byte: number) => list[byte % list.length] ?? list[0] ?? '';

/** Expands `prompt` by the template above. Pure and deterministic. */
export function expandPromptTemplate(prompt: string): string {
  const subject = prompt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.,;:!?。，；！？]+$/u, '');
  if (!subject) return '';
  const h = createHash('sha256').update(subject.toLowerCase()).digest();
  const parts = [subject];
  const product = PRODUCT[motifFor(subject)];
  if (product && !subject.toLowerCase().includes('designed as')) parts.push(product);
  if (!MATERIAL_WORDS.test(subject)) parts.push(pick(MATERIALS, h[0] ?? 0));
  parts.push(pick(DETAILS, h[1] ?? 0));
  if (!LIGHT_WORDS.test(subject)) parts.push(pick(LIGHTING, h[2] ?? 0));
  if (!VIEW_WORDS.test(subject)) parts.push(pick(VIEWS, h[3] ?? 0));
  parts.push(QUALITY);
  return [...parts.join(', ')].slice(0, PROMPT_MAX).join('');
}
