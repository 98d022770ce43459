/**
 * The offline engine's placeholder pictures: gradient, light blobs and the
 * prompt's motif, with no text in the pixels (docs/generation.md 'Preview
 * images'). The prompt reaches the picture only through its motif (a word
 * class, see motif.ts): SHA-256 of seed and motif is the only source of
 * variation, so a private prompt can never be read from a picture. That the
 * picture comes from the preview engine is told by the image record
 * (`images.preview`) and the file's metadata, never by the pixels.
 */
import { createHash } from 'node:crypto';
import { motifFor, motifSvg } from './motif';
import { ASPECT_RATIOS, type AspectRatio } from './types';

/**
 * What the offline engine's images say they are: written into each file's
 * metadata (EXIF ImageDescription / Software) and told by the UI's 'Preview'
 * badge, never drawn in the pixels.
 */
export const OFFLINE_LABEL = 'Offline preview engine';

/** Default long side of a generated image, in px. */
export const DEFAULT_LONG_SIDE_PX = 1024;

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

/**
 * SHA-256 of the seed and the prompt's motif ({@link motifFor}), the only
 * source of variation of the offline engine's pictures: two prompts of the
 * same motif with the same seed give the same picture, so none of a prompt's
 * words beyond its motif can be read back from the pixels.
 */
export function digest(prompt: string, seed: number): Buffer {
  return createHash('sha256').update(`${seed}\u0000${motifFor(prompt)}`).digest();
}

/** Picks the aspect ratio of a prompt/seed when the caller did not ask for one (from {@link digest}). */
export function aspectRatioFor(prompt: string, seed = 0): AspectRatio {
  const d = digest(prompt, seed);
  return ASPECT_RATIOS[(d[0] ?? 0) % ASPECT_RATIOS.length] ?? '1:1';
}

const hsl = (h: number, s: number, l: number): string =>
  `hsl(${Math.round(((h % 360) + 360) % 360)},${Math.round(s)}%,${Math.round(l)}%)`;

/** HSL (h in degrees, s and l 0–1) to 0–255 RGB. */
export function hslRgb(h: number, s: number, l: number): [number, number, number] {
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

/**
 * Builds the SVG document of the offline image for `prompt`/`seed` at
 * `width`×`height` px: a gradient background, soft shapes and a motif chosen
 * from the prompt's words (ring, pendant, tag, figure, gem, abstract). It
 * holds no text: the prompt reaches it only through {@link digest} (seed and
 * motif). Pure and deterministic.
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
  const cx = width / 2;
  const cy = height / 2 - min * 0.04;
  const motif = motifSvg(motifFor(prompt), cx, cy, min * 0.26, rnd, colours);
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
</svg>`;
}
