/**
 * The offline engine's labelled placeholders: the SVG picture of a prompt
 * (gradient, light blobs, the prompt's motif, a caption band reading
 * {@link OFFLINE_LABEL}) and the label band laid over real image operations.
 * Everything here is deterministic: SHA-256 of prompt and seed is the only
 * source of variation.
 */
import { createHash } from 'node:crypto';
import { motifFor, motifSvg } from './motif';
import { ASPECT_RATIOS, type AspectRatio } from './types';

/** Caption drawn on every offline image, so nobody mistakes it for AI output. */
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

/** SHA-256 of seed + prompt, the only source of variation of the offline engine. */
export function digest(prompt: string, seed: number): Buffer {
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

/** Fills a band at the bottom with the offline label and a line of text (SVG overlay of `width`×`height`). */
export function labelOverlay(width: number, height: number, label: string, line: string): Buffer {
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
