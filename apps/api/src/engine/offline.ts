import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  ASPECT_RATIOS,
  type AspectRatio,
  type Capability,
  type GeneratedImage,
  type ModelInfo,
  type TextToImageProvider,
  type TextToImageRequest,
} from './types';

/** Id of the offline engine's only model (sent as `modelId`). */
export const OFFLINE_MODEL_ID = 'offline-preview';

/** Caption drawn on every offline image, so nobody mistakes it for AI output. */
export const OFFLINE_LABEL = 'Offline preview engine';

/** Default long side of a generated image, in px. */
export const DEFAULT_LONG_SIDE_PX = 1024;

/** The offline engine's model, named honestly (ARCHITECTURE.md "Generation"). */
export const OFFLINE_MODEL: ModelInfo = {
  modelId: OFFLINE_MODEL_ID,
  name: 'Offline preview engine',
  description: 'Offline preview engine — draws a labelled placeholder; connect an AI provider for real images',
  provider: 'offline',
  offline: true,
  capabilities: ['text2image'],
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
  ['figure', /\b(toys?|figures?|figurines?|dolls?|robots?|plush|mascots?|animals?|cats?|dogs?|bears?|dragons?)\b/i],
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

function motifSvg(motif: Motif, cx: number, cy: number, r: number, rnd: () => number, c: string[]): string {
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
    blobs.push(`<circle cx="${(rnd() * width).toFixed(1)}" cy="${(rnd() * height * 0.8).toFixed(1)}" r="${r.toFixed(1)}" fill="url(#b${i})"/>`);
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

/** Capabilities of the offline engine (only text→image today). */
const CAPABILITIES: readonly Capability[] = ['text2image'];

/**
 * The offline text→image engine (ARCHITECTURE.md "Generation"): renders the
 * deterministic, clearly labelled placeholder of {@link composeSvg} with
 * sharp into WebP (quality 90) at 1024 px on the long side by default. The
 * aspect ratio is the requested one or, when omitted, one of 1:1, 3:4, 4:3,
 * 2:3 chosen from the prompt hash. Same prompt + seed + options → same bytes
 * (on the same sharp/libvips build and fonts).
 */
export class OfflineEngine implements TextToImageProvider {
  readonly id = 'offline';
  readonly name = 'Offline preview engine';
  readonly capabilities = CAPABILITIES;
  readonly models: readonly ModelInfo[] = [OFFLINE_MODEL];

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
    const bytes = await sharp(Buffer.from(svg), { density: 72 }).webp({ quality: 90, effort: 0 }).toBuffer();
    return { bytes, contentType: 'image/webp', ext: 'webp', width, height };
  }
}
