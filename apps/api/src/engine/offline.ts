import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { cannyEdges, cartoonRaw, inpaintRemove, readMask, upscaleImage } from './imageOps';
import { expandPromptTemplate } from './magicPrompt';
import { reliefModel } from './mesh';
import {
  ASPECT_RATIOS,
  type AspectRatio,
  type Capability,
  type GeneratedImage,
  type GeneratedModel,
  type GeneratedVideo,
  type GenerationProvider,
  type ImageToImageRequest,
  type ImageToModelRequest,
  type ImageToVideoRequest,
  type InpaintRequest,
  type KontextRequest,
  type ModelInfo,
  type PromptExpansionRequest,
  type TextToImageProvider,
  type TextToImageRequest,
  type UpscaleRequest,
} from './types';
import { panZoomVideo } from './video';

/** Id of the offline engine's only model (sent as `modelId`). */
export const OFFLINE_MODEL_ID = 'offline-preview';

/** Caption drawn on every offline image, so nobody mistakes it for AI output. */
export const OFFLINE_LABEL = 'Offline preview engine';

/** Default long side of a generated image, in px. */
export const DEFAULT_LONG_SIDE_PX = 1024;

/** The offline engine's model, named honestly (docs/architecture.md "Generation"). */
export const OFFLINE_MODEL: ModelInfo = {
  modelId: OFFLINE_MODEL_ID,
  name: 'Offline preview engine',
  description:
    'Offline preview engine — real image operations (upscale, edges, inpainting removal, cartoon, relief 3D, pan/zoom video); text→image and kontext are labelled placeholders: connect an AI provider for real images',
  provider: 'offline',
  offline: true,
  capabilities: [
    'text2image',
    'image2image',
    'edgeReference',
    'inpaint',
    'upscale',
    'kontext',
    'image2model',
    'image2video',
    'promptExpansion',
  ],
};

/** Width and height in px of `ratio` with the given long side (the short side rounded). */
export function sizeFor(ratio: AspectRatio, longSide: number): { width: number; height: number } {
  const [w, h] = ratio.split(':').map(Number) as [number, number];
  return w >= h
    ? { width: longSide, height: Math.round((longSide * h) / w) }
    : { width: Math.round((longSide * w) / h), height: longSide };
}

/** A small deterministic PRNG (mulberry32) over 32-bit state. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** SHA-256 of seed + prompt, the only source of variation of the offline engine. */
function digest(prompt: string, seed: number): Buffer {
  return createHash('sha256').update(`${seed}\u0000${prompt}`).digest();
}

/** Picks the aspect ratio of a prompt/seed when the caller did not ask for one. */
export function aspectRatioFor(prompt: string, seed = 0): AspectRatio {
  const d = digest(prompt, seed);
  return ASPECT_RATIOS[(d[0] ?? 0) % ASPECT_RATIOS.length] ?? '1:1';
}

/** Escapes XML specials and drops the control characters XML 1.0 cannot carry. */
function escapeXml(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x20 && ch !== '\t' && ch !== '\n' && ch !== '\r') continue;
    out += /[<>&'"]/.test(ch) ? `&#${code};` : ch;
  }
  return out;
}

const hsl = (h: number, s: number, l: number): string =>
  `hsl(${Math.round(((h % 360) + 360) % 360)},${Math.round(s)}%,${Math.round(l)}%)`;

/** Words → motif drawn in the middle, so design prompts get a recognisable silhouette. */
type Motif = 'ring' | 'pendant' | 'tag' | 'figure' | 'gem' | 'abstract';

const MOTIF_WORDS: [Motif, RegExp][] = [
  ['tag', /\b(tags?|id|badges?|keychains?|key ?rings?|labels?|dog ?tags?)\b/i],
  ['pendant', /\b(pendants?|necklaces?|charms?|lockets?|amulets?)\b/i],
  ['ring', /\b(rings?|bands?|bracelets?|bangles?)\b/i],
  [
    'figure',
    /\b(toys?|figures?|figurines?|dolls?|robots?|plush|mascots?|animals?|cats?|dogs?|bears?|dragons?)\b/i,
  ],
  ['gem', /\b(gems?|crystals?|earrings?|jewel(ry|lery)?|diamonds?|brooch(es)?)\b/i],
];

/** The motif of a prompt (first matching word group; `abstract` when none). */
export function motifFor(prompt: string): Motif {
  for (const [motif, re] of MOTIF_WORDS) if (re.test(prompt)) return motif;
  return 'abstract';
}

/** Splits text into at most `maxLines` lines of about `perLine` characters, with an ellipsis when cut. */
function wrap(text: string, perLine: number, maxLines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    // Long words (or CJK runs without spaces) are hard-cut.
    let rest = word;
    while ([...rest].length > perLine) {
      if (line) {
        lines.push(line);
        line = '';
      }
      lines.push([...rest].slice(0, perLine).join(''));
      rest = [...rest].slice(perLine).join('');
    }
    const next = line ? `${line} ${rest}` : rest;
    if ([...next].length > perLine) {
      lines.push(line);
      line = rest;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    const last = [...(kept[maxLines - 1] ?? '')];
    kept[maxLines - 1] = `${last.slice(0, Math.max(0, perLine - 1)).join('')}…`;
    return kept;
  }
  return lines;
}

function motifSvg(
  motif: Motif,
  cx: number,
  cy: number,
  r: number,
  rnd: () => number,
  c: string[],
): string {
  const [a, b, d, e] = c as [string, string, string, string];
  const metal = `url(#metal)`;
  switch (motif) {
    case 'ring': {
      const stone = r * (0.18 + rnd() * 0.08);
      return `<ellipse cx="${cx}" cy="${cy + r * 0.15}" rx="${r * 0.8}" ry="${r * 0.8}" fill="none" stroke="${metal}" stroke-width="${r * 0.16}"/>
<ellipse cx="${cx}" cy="${cy + r * 0.15}" rx="${r * 0.8}" ry="${r * 0.8}" fill="none" stroke="${e}" stroke-opacity="0.35" stroke-width="${r * 0.04}"/>
<polygon points="${cx},${cy - r * 0.65 - stone * 1.4} ${cx + stone},${cy - r * 0.65 - stone * 0.4} ${cx},${cy - r * 0.65 + stone * 0.5} ${cx - stone},${cy - r * 0.65 - stone * 0.4}" fill="${d}" stroke="${e}" stroke-width="3"/>`;
    }
    case 'pendant': {
      const top = cy - r * 1.1;
      const sides = 5 + Math.floor(rnd() * 4);
      const pts = Array.from({ length: sides }, (_, i) => {
        const t = (i / sides) * Math.PI * 2 - Math.PI / 2;
        return `${(cx + Math.cos(t) * r * 0.55).toFixed(1)},${(cy + r * 0.25 + Math.sin(t) * r * 0.55).toFixed(1)}`;
      }).join(' ');
      return `<path d="M${cx - r * 1.2},${top - r * 0.6} Q${cx},${cy - r * 0.2} ${cx + r * 1.2},${top - r * 0.6}" fill="none" stroke="${metal}" stroke-width="${r * 0.035}" stroke-dasharray="${r * 0.06} ${r * 0.03}"/>
<circle cx="${cx}" cy="${cy - r * 0.38}" r="${r * 0.09}" fill="none" stroke="${metal}" stroke-width="${r * 0.04}"/>
<polygon points="${pts}" fill="${a}" stroke="${metal}" stroke-width="${r * 0.06}" stroke-linejoin="round"/>
<circle cx="${cx}" cy="${cy + r * 0.25}" r="${r * 0.2}" fill="${d}" opacity="0.85"/>`;
    }
    case 'tag': {
      const w = r * 1.6;
      const h = r * 1.0;
      return `<rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" rx="${h * 0.28}" fill="${metal}" stroke="${e}" stroke-opacity="0.4" stroke-width="4"/>
<circle cx="${cx - w / 2 + h * 0.28}" cy="${cy}" r="${h * 0.1}" fill="${b}"/>
<circle cx="${cx - w / 2 - h * 0.15}" cy="${cy}" r="${h * 0.3}" fill="none" stroke="${metal}" stroke-width="${h * 0.06}"/>
<rect x="${cx - w * 0.2}" y="${cy - h * 0.18}" width="${w * 0.55}" height="${h * 0.1}" rx="${h * 0.05}" fill="${e}" opacity="0.55"/>
<rect x="${cx - w * 0.2}" y="${cy + h * 0.05}" width="${w * 0.4}" height="${h * 0.08}" rx="${h * 0.04}" fill="${e}" opacity="0.4"/>`;
    }
    case 'figure': {
      const ear = rnd() > 0.5;
      return `<ellipse cx="${cx}" cy="${cy + r * 0.55}" rx="${r * 0.62}" ry="${r * 0.55}" fill="${a}"/>
<circle cx="${cx}" cy="${cy - r * 0.25}" r="${r * 0.55}" fill="${b}"/>
${ear ? `<circle cx="${cx - r * 0.42}" cy="${cy - r * 0.7}" r="${r * 0.18}" fill="${b}"/><circle cx="${cx + r * 0.42}" cy="${cy - r * 0.7}" r="${r * 0.18}" fill="${b}"/>` : `<line x1="${cx}" y1="${cy - r * 0.8}" x2="${cx}" y2="${cy - r * 1.05}" stroke="${e}" stroke-width="6"/><circle cx="${cx}" cy="${cy - r * 1.08}" r="${r * 0.07}" fill="${d}"/>`}
<circle cx="${cx - r * 0.2}" cy="${cy - r * 0.3}" r="${r * 0.07}" fill="${e}"/>
<circle cx="${cx + r * 0.2}" cy="${cy - r * 0.3}" r="${r * 0.07}" fill="${e}"/>
<path d="M${cx - r * 0.12},${cy - r * 0.1} Q${cx},${cy} ${cx + r * 0.12},${cy - r * 0.1}" fill="none" stroke="${e}" stroke-width="5" stroke-linecap="round"/>
<circle cx="${cx}" cy="${cy + r * 0.55}" r="${r * 0.18}" fill="${d}" opacity="0.8"/>`;
    }
    case 'gem': {
      const s = r * 0.85;
      return `<polygon points="${cx - s},${cy - s * 0.2} ${cx - s * 0.5},${cy - s * 0.7} ${cx + s * 0.5},${cy - s * 0.7} ${cx + s},${cy - s * 0.2} ${cx},${cy + s}" fill="${a}" stroke="${e}" stroke-opacity="0.5" stroke-width="4"/>
<polygon points="${cx - s * 0.5},${cy - s * 0.7} ${cx},${cy - s * 0.2} ${cx + s * 0.5},${cy - s * 0.7}" fill="${d}" opacity="0.7"/>
<polygon points="${cx - s},${cy - s * 0.2} ${cx},${cy - s * 0.2} ${cx},${cy + s}" fill="${b}" opacity="0.45"/>
<polyline points="${cx - s},${cy - s * 0.2} ${cx + s},${cy - s * 0.2}" stroke="${e}" stroke-opacity="0.5" stroke-width="3"/>`;
    }
    default: {
      const parts: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const rr = r * (0.25 + rnd() * 0.55);
        const x = cx + (rnd() - 0.5) * r * 1.4;
        const y = cy + (rnd() - 0.5) * r * 1.4;
        const fill = c[i % c.length] ?? a;
        parts.push(
          rnd() > 0.5
            ? `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${rr.toFixed(1)}" fill="${fill}" opacity="0.8"/>`
            : `<rect x="${(x - rr).toFixed(1)}" y="${(y - rr).toFixed(1)}" width="${(rr * 2).toFixed(1)}" height="${(rr * 2).toFixed(1)}" rx="${(rr * 0.3).toFixed(1)}" transform="rotate(${Math.round(rnd() * 90)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${fill}" opacity="0.75"/>`,
        );
      }
      return parts.join('\n');
    }
  }
}

/**
 * Builds the SVG document of the offline image for `prompt`/`seed` at
 * `width`×`height` px: a gradient background, soft shapes, a motif chosen
 * from the prompt's words (ring, pendant, tag, figure, gem, abstract), and a
 * caption band reading {@link OFFLINE_LABEL} with the prompt text.
 * Pure and deterministic.
 */
export function composeSvg(prompt: string, seed: number, width: number, height: number): string {
  const d = digest(prompt, seed);
  const rnd = prng(d.readUInt32BE(4));
  const hue = rnd() * 360;
  const scheme = [30, 150, 180, 210][Math.floor(rnd() * 4)] ?? 180;
  const dark = rnd() > 0.55;
  const bg1 = hsl(hue, 45 + rnd() * 25, dark ? 16 + rnd() * 8 : 86 + rnd() * 6);
  const bg2 = hsl(hue + scheme * 0.3, 40 + rnd() * 30, dark ? 26 + rnd() * 10 : 72 + rnd() * 10);
  const colours = [
    hsl(hue + scheme, 60 + rnd() * 25, 55 + rnd() * 10),
    hsl(hue + 20, 55 + rnd() * 30, 62 + rnd() * 10),
    hsl(hue + scheme + 40, 70 + rnd() * 20, 50 + rnd() * 12),
    dark ? hsl(hue, 30, 92) : hsl(hue, 40, 18),
  ];
  const min = Math.min(width, height);
  // Soft light blobs as radial gradients (SVG blur filters cost ~30× more to rasterise).
  const blobs: string[] = [];
  const blobDefs: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const r = min * (0.18 + rnd() * 0.35);
    const colour = colours[i % 3] ?? bg2;
    const opacity = (0.25 + rnd() * 0.3).toFixed(2);
    blobDefs.push(
      `<radialGradient id="b${i}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    );
    blobs.push(
      `<circle cx="${(rnd() * width).toFixed(1)}" cy="${(rnd() * height * 0.8).toFixed(1)}" r="${r.toFixed(1)}" fill="url(#b${i})"/>`,
    );
  }
  const angle = Math.round(rnd() * 360);
  const labelSize = Math.max(10, Math.round(min * 0.026));
  const textSize = Math.max(10, Math.round(min * 0.032));
  const perLine = Math.max(8, Math.floor((width * 0.9) / (textSize * 0.56)));
  const lines = wrap(prompt, perLine, 2);
  const captionH = Math.round(labelSize * 2.6 + textSize * 1.4 * lines.length + textSize * 0.4);
  const cx = width / 2;
  const cy = (height - captionH) / 2;
  const motif = motifSvg(motifFor(prompt), cx, cy, min * 0.26, rnd, colours);
  const text = lines
    .map(
      (line, i) =>
        `<text x="${Math.round(width * 0.05)}" y="${Math.round(height - captionH + labelSize * 2 + textSize * 1.3 + i * textSize * 1.4)}" font-size="${textSize}" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue + 40, 35, 85)}"/><stop offset="0.5" stop-color="${hsl(hue + 40, 25, 60)}"/><stop offset="1" stop-color="${hsl(hue + 40, 30, 78)}"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
${blobDefs.join('\n')}
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${blobs.join('\n')}
<ellipse cx="${cx}" cy="${(cy + min * 0.36).toFixed(1)}" rx="${(min * 0.3).toFixed(1)}" ry="${(min * 0.05).toFixed(1)}" fill="url(#shadow)"/>
${motif}
<rect y="${height - captionH}" width="${width}" height="${captionH}" fill="#000" opacity="0.55"/>
<g font-family="DejaVu Sans, Noto Sans CJK SC, Noto Sans, sans-serif">
<text x="${Math.round(width * 0.05)}" y="${Math.round(height - captionH + labelSize * 1.7)}" font-size="${labelSize}" font-weight="bold" fill="#ffd36b" letter-spacing="1">${escapeXml(OFFLINE_LABEL.toUpperCase())} · seed ${seed}</text>
${text}
</g>
</svg>`;
}

/** Capabilities of the offline engine: every tool (real image operations where they exist, placeholders where only a model could). */
const CAPABILITIES: readonly Capability[] = [
  'text2image',
  'image2image',
  'edgeReference',
  'inpaint',
  'upscale',
  'kontext',
  'image2model',
  'image2video',
  'promptExpansion',
];

/** Fills a band at the bottom with the offline label and a line of text (SVG overlay of `width`×`height`). */
function labelOverlay(width: number, height: number, label: string, line: string): Buffer {
  const min = Math.min(width, height);
  const labelSize = Math.max(10, Math.round(min * 0.026));
  const textSize = Math.max(10, Math.round(min * 0.03));
  const bandH = Math.round(labelSize * 2.2 + textSize * 1.6);
  const perLine = Math.max(8, Math.floor((width * 0.9) / (textSize * 0.56)));
  const text = wrap(line, perLine, 1)[0] ?? '';
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect y="${height - bandH}" width="${width}" height="${bandH}" fill="#000" opacity="0.55"/>
<g font-family="DejaVu Sans, Noto Sans CJK SC, Noto Sans, sans-serif">
<text x="${Math.round(width * 0.04)}" y="${Math.round(height - bandH + labelSize * 1.6)}" font-size="${labelSize}" font-weight="bold" fill="#ffd36b" letter-spacing="1">${escapeXml(label.toUpperCase())}</text>
<text x="${Math.round(width * 0.04)}" y="${Math.round(height - bandH + labelSize * 1.9 + textSize * 1.2)}" font-size="${textSize}" fill="#fff">${escapeXml(text)}</text>
</g></svg>`);
}

/**
 * The offline engine (docs/architecture.md "Generation"), always configured.
 *
 * - text→image: the deterministic, clearly labelled placeholder of
 *   {@link composeSvg} rendered with sharp into WebP (quality 90) at 1024 px
 *   on the long side by default; the aspect ratio is the requested one or one
 *   of 1:1, 3:4, 4:3, 2:3 chosen from the prompt hash.
 * - image→image: a cartoon restyle (bilateral filter + edge mask, OpenCV);
 *   the figurine variant adds bolder outlines and saturated toy colours;
 *   edge reference renders the source's Canny edges as line art in colours
 *   from the prompt (labelled).
 * - inpaint: `remove` = classical inpainting (Telea); `modify` = the labelled
 *   placeholder of the prompt blended into the mask (feathered 4 px).
 * - upscale: Lanczos-3 ×2/×4 with sharpening.
 * - kontext: a labelled placeholder over the first source with the others
 *   as thumbnails.
 * - image→3D: relief pendant GLB + STL (see mesh.ts).
 * - image→video: ffmpeg pan/zoom MP4 (see video.ts).
 * - magic prompt: the template of magicPrompt.ts.
 * Same inputs + seed → same bytes (on the same sharp/libvips/OpenCV build and fonts).
 */
export class OfflineEngine implements TextToImageProvider, GenerationProvider {
  readonly id = 'offline';
  readonly name = 'Offline preview engine';
  readonly capabilities = CAPABILITIES;
  readonly models: readonly ModelInfo[] = [OFFLINE_MODEL];

  /** @param options.ffmpegPath ffmpeg binary for image→video (default: the packaged one). */
  constructor(private readonly options: { ffmpegPath?: string | undefined } = {}) {}

  async generate(request: TextToImageRequest): Promise<GeneratedImage> {
    const seed = request.seed ?? 0;
    if (!Number.isSafeInteger(seed)) throw new Error('The seed must be an integer');
    const longSide = request.longSide ?? DEFAULT_LONG_SIDE_PX;
    if (!Number.isInteger(longSide) || longSide < 16 || longSide > 4096) {
      throw new Error('The image size must be 16 to 4096 px');
    }
    request.signal?.throwIfAborted();
    const ratio = request.aspectRatio ?? aspectRatioFor(request.prompt, seed);
    const { width, height } = sizeFor(ratio, longSide);
    const svg = composeSvg(request.prompt, seed, width, height);
    // effort 0: ~2× faster to encode than the default at a slightly larger size (seed speed).
    const bytes = await sharp(Buffer.from(svg), { density: 72 })
      .webp({ quality: 90, effort: 0 })
      .toBuffer();
    return { bytes, contentType: 'image/webp', ext: 'webp', width, height };
  }

  async imageToImage(request: ImageToImageRequest): Promise<GeneratedImage> {
    request.signal?.throwIfAborted();
    if (request.style === 'edge') {
      const edges = await cannyEdges(request.source.bytes);
      const d = digest(request.prompt, request.seed);
      const hue = ((d[0] ?? 0) / 255) * 360;
      const bg = hslRgb(hue, 0.45, 0.12);
      const fg = hslRgb(hue + 150, 0.8, 0.72);
      const rgb = Buffer.alloc(edges.width * edges.height * 3);
      for (let i = 0; i < edges.width * edges.height; i += 1) {
        const t = (edges.data[i] ?? 0) / 255;
        rgb[i * 3] = Math.round(bg[0] + (fg[0] - bg[0]) * t);
        rgb[i * 3 + 1] = Math.round(bg[1] + (fg[1] - bg[1]) * t);
        rgb[i * 3 + 2] = Math.round(bg[2] + (fg[2] - bg[2]) * t);
      }
      const bytes = await sharp(rgb, {
        raw: { width: edges.width, height: edges.height, channels: 3 },
      })
        .composite([
          {
            input: labelOverlay(
              edges.width,
              edges.height,
              `${OFFLINE_LABEL} · edge reference`,
              request.prompt,
            ),
          },
        ])
        .webp({ quality: 92 })
        .toBuffer();
      return {
        bytes,
        contentType: 'image/webp',
        ext: 'webp',
        width: edges.width,
        height: edges.height,
      };
    }
    const figurine = request.style === 'figurine';
    const raw = await cartoonRaw(request.source.bytes, figurine ? 13 : 9);
    let img = sharp(raw.data, {
      raw: { width: raw.width, height: raw.height, channels: raw.channels },
    });
    img = figurine
      ? img.modulate({ saturation: 1.6, brightness: 1.06 })
      : img.modulate({ saturation: 1.15 });
    const bytes = await img.webp({ quality: 92 }).toBuffer();
    return { bytes, contentType: 'image/webp', ext: 'webp', width: raw.width, height: raw.height };
  }

  async inpaint(request: InpaintRequest): Promise<GeneratedImage> {
    request.signal?.throwIfAborted();
    if (request.mode === 'remove') return inpaintRemove(request.source, request.mask);
    const base = await sharp(request.source.bytes)
      .rotate()
      .removeAlpha()
      .resize(1536, 1536, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height } = base.info;
    const mask = await readMask(request.mask, width, height);
    if (mask.marked === 0) throw new Error('Please paint the area to change');
    const feathered = await sharp(mask.data, { raw: { width, height, channels: 1 } })
      .blur(4)
      .raw()
      .toBuffer();
    const fill = await sharp(Buffer.from(composeSvg(request.prompt, request.seed, width, height)), {
      density: 72,
    })
      .removeAlpha()
      .raw()
      .toBuffer();
    const out = Buffer.alloc(width * height * 3);
    const src = base.data;
    for (let i = 0; i < width * height; i += 1) {
      const t = (feathered[i] ?? 0) / 255;
      for (let k = 0; k < 3; k += 1)
        out[i * 3 + k] = Math.round((src[i * 3 + k] ?? 0) * (1 - t) + (fill[i * 3 + k] ?? 0) * t);
    }
    const bytes = await sharp(out, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
    return { bytes, contentType: 'image/png', ext: 'png', width, height };
  }

  async upscale(request: UpscaleRequest): Promise<GeneratedImage> {
    request.signal?.throwIfAborted();
    return upscaleImage(request.source, request.factor);
  }

  async kontext(request: KontextRequest): Promise<GeneratedImage> {
    request.signal?.throwIfAborted();
    const [first, ...rest] = request.sources;
    if (!first) throw new Error('Please upload an image');
    const bg = await sharp(first.bytes)
      .rotate()
      .removeAlpha()
      .resize(1024, 1024, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height } = bg.info;
    const thumb = Math.round(Math.min(width, height) * 0.22);
    const thumbs = await Promise.all(
      rest.map(async (s, i) => ({
        input: await sharp(s.bytes)
          .rotate()
          .resize(thumb, thumb, { fit: 'cover' })
          .extend({ top: 3, bottom: 3, left: 3, right: 3, background: '#fff' })
          .toBuffer(),
        left: Math.round(width * 0.04) + i * (thumb + 12),
        top: Math.round(height * 0.04),
      })),
    );
    const d = digest(request.prompt, request.seed);
    const tint = hslRgb(((d[0] ?? 0) / 255) * 360, 0.6, 0.5);
    const bytes = await sharp(bg.data, { raw: { width, height, channels: 3 } })
      .modulate({ brightness: 0.8 })
      .tint({ r: tint[0], g: tint[1], b: tint[2] })
      .composite([
        ...thumbs,
        {
          input: labelOverlay(
            width,
            height,
            `${OFFLINE_LABEL} · kontext · seed ${request.seed}`,
            request.prompt,
          ),
        },
      ])
      .webp({ quality: 90 })
      .toBuffer();
    return { bytes, contentType: 'image/webp', ext: 'webp', width, height };
  }

  async imageToModel(request: ImageToModelRequest): Promise<GeneratedModel> {
    request.signal?.throwIfAborted();
    return reliefModel(request.source.bytes, request.voxelResolution);
  }

  async imageToVideo(request: ImageToVideoRequest): Promise<GeneratedVideo> {
    request.signal?.throwIfAborted();
    return panZoomVideo(request, this.options.ffmpegPath);
  }

  async expandPrompt(request: PromptExpansionRequest): Promise<string> {
    return expandPromptTemplate(request.prompt);
  }
}

/** HSL (h in degrees, s and l 0–1) to 0–255 RGB. */
function hslRgb(h: number, s: number, l: number): [number, number, number] {
  const hh = (((h % 360) + 360) % 360) / 360;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const f = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return [
    Math.round(f(hh + 1 / 3) * 255),
    Math.round(f(hh) * 255),
    Math.round(f(hh - 1 / 3) * 255),
  ];
}
