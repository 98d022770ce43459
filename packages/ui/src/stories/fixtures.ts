/**
 * Story fixtures: artworks drawn as inline SVG data URIs, so stories need no
 * network and no binary files.
 */
const palettes = [
  ['#f6d365', '#fda085', '#5b3a29'],
  ['#a1c4fd', '#c2e9fb', '#1e3a5f'],
  ['#d4fc79', '#96e6a1', '#1f4d2b'],
  ['#fbc2eb', '#a6c1ee', '#3b2a57'],
  ['#ffecd2', '#fcb69f', '#6b2f1a'],
] as const;

/** An abstract artwork of `width` × `height` px as a data URI; `seed` picks the palette. */
export function artwork(width: number, height: number, seed = 0): string {
  const [a, b, ink] = palettes[seed % palettes.length] ?? palettes[0];
  const r = Math.min(width, height) / 4;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width / 2}" cy="${height * 0.45}" r="${r}" fill="${ink}" fill-opacity="0.85"/>
<rect x="${width * 0.2}" y="${height * 0.72}" width="${width * 0.6}" height="${r / 3}" rx="${r / 6}" fill="${ink}" fill-opacity="0.5"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A face-like avatar picture as a data URI. */
export function avatarPicture(seed = 0): string {
  return artwork(96, 96, seed + 2);
}

/** A URL that never loads (for failure states). */
export const BROKEN_SRC = 'data:image/png;base64,broken';
