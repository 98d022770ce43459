/**
 * Motifs of the offline placeholders: the prompt's words pick a silhouette
 * (ring, pendant, tag, figure, gem, or abstract shapes) drawn in the middle of
 * the image, so design prompts get a recognisable picture. Magic prompt reads
 * the same motif to name the product (magicPrompt.ts).
 */

/** Words → motif drawn in the middle, so design prompts get a recognisable silhouette. */
export type Motif = 'ring' | 'pendant' | 'tag' | 'figure' | 'gem' | 'abstract';

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

/**
 * SVG elements of `motif` centred on (`cx`, `cy`) px with radius `r` px,
 * coloured from `c` (four colours: two fills, an accent, an outline) and
 * varied by `rnd` (a PRNG in [0, 1)); the document must define the
 * `#metal` gradient. Pure for a given `rnd` sequence.
 */
export function motifSvg(
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
