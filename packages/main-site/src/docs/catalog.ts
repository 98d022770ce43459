/**
 * The main site's documents (docs/product.md §2 `/docs/:name?`): Markdown files in
 * `src/docs/<locale>/<name>.md`, one per language (`en-US`, `zh-Hans`). They
 * are bundled as text into the lazy `/docs` chunk only. A document's title is
 * its first `# ` heading.
 */
const SOURCES = import.meta.glob<string>('./*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The groups of the `/docs` index, in order; every name here has an `en-US` file. */
export const DOC_GROUPS = [
  {
    id: 'rules',
    names: ['user-agreement', 'privacy-policy', 'community-rules', 'make-it-real-terms'],
  },
  {
    id: 'tools',
    names: [
      'generator-image',
      'generator-img2img',
      'generator-inpainting',
      'generator-hd',
      'generator-video',
      'generator-image-to-3d',
      'generator-dream-job',
      'cartoon-figurine',
    ],
  },
  { id: 'help', names: ['faq'] },
] as const;

export type DocGroupId = (typeof DOC_GROUPS)[number]['id'];

/** One document in one language: its title and its Markdown body (without the title line). */
export interface DocText {
  title: string;
  body: string;
}

const FALLBACK_LOCALE = 'en-US';

/**
 * The document `name` in `locale` (falling back to English when that
 * language has no file), or `null` when no such document exists — the
 * page then shows the site's 404.
 */
export function findDoc(name: string, locale: string): DocText | null {
  const source = SOURCES[`./${locale}/${name}.md`] ?? SOURCES[`./${FALLBACK_LOCALE}/${name}.md`];
  if (source === undefined) return null;
  const match = /^# (.+)\r?\n/.exec(source);
  if (!match) return { title: name, body: source };
  return { title: match[1]!.trim(), body: source.slice(match[0].length) };
}
