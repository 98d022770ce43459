/**
 * Image → 3D of the offline engine: a printable relief pendant. The image's
 * luminance becomes a voxel height field on a base plate, with a bail tab
 * (a ring with a hole) on top so it can hang as a pendant or tag; the mesh
 * is exported as binary glTF (GLB, metres, Y up) and binary STL (mm).
 */
import { Document, NodeIO } from '@gltf-transform/core';
import sharp from 'sharp';
import type { GeneratedImage, GeneratedModel } from './types';

/** Long side of the pendant body, in mm. */
export const PENDANT_LONG_SIDE_MM = 40;
/** Thickness of the base plate, in mm. */
export const BASE_MM = 1.6;
/** Height of the brightest relief above the base, in mm. */
export const RELIEF_MM = 1.8;
/** Number of height steps (quantising merges equal neighbours into larger faces). */
export const HEIGHT_LEVELS = 16;

/** A height field: `solid[i]` cells stand `heightMm[i]` tall; row 0 is the top of the picture. */
export interface HeightField {
  cols: number;
  rows: number;
  cellMm: number;
  solid: Uint8Array;
  heightMm: Float32Array;
}

/**
 * Builds the height field of an image at `resolution` cells on its long
 * side: brighter is higher (quantised to {@link HEIGHT_LEVELS}), plus a bail
 * tab above the top edge (outer radius 18 % of the short side, hole 45 % of
 * that), base height only.
 */
export async function heightFieldFrom(bytes: Buffer, resolution: number): Promise<HeightField> {
  const { data, info } = await sharp(bytes)
    .rotate()
    .flatten({ background: '#000' })
    .greyscale()
    .resize(resolution, resolution, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  const cellMm = PENDANT_LONG_SIDE_MM / Math.max(w, h);
  const radius = Math.max(3, Math.round(Math.min(w, h) * 0.18));
  const hole = Math.max(1.5, radius * 0.45);
  const tabRows = radius * 2;
  const cols = w;
  const rows = h + tabRows;
  const solid = new Uint8Array(cols * rows);
  const heightMm = new Float32Array(cols * rows);
  const cx = (cols - 1) / 2;
  const cy = radius;
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const i = r * cols + c;
      if (r >= tabRows) {
        const lum = (data[(r - tabRows) * w + c] ?? 0) / 255;
        const level = Math.round(lum * (HEIGHT_LEVELS - 1)) / (HEIGHT_LEVELS - 1);
        solid[i] = 1;
        heightMm[i] = BASE_MM + level * RELIEF_MM;
      } else {
        const d = Math.hypot(c - cx, r + 0.5 - cy);
        // The ring, plus a neck joining it to the body.
        const inRing = d <= radius && d >= hole;
        const inNeck = r >= cy && Math.abs(c - cx) <= radius * 0.6 && d >= hole;
        if (inRing || inNeck) {
          solid[i] = 1;
          heightMm[i] = BASE_MM;
        }
      }
    }
  }
  return { cols, rows, cellMm, solid, heightMm };
}

/** Quads of a closed surface: each is 4 corners (counter-clockwise seen from outside) and an outward normal. */
interface Quad {
  p: [number, number, number][];
  n: [number, number, number];
}

/**
 * The closed voxel-column surface of a height field, in mm (x right, y up,
 * z towards the viewer): runs of equal height in a row share one top quad,
 * runs of solid cells share one bottom quad, and walls close every step.
 */
export function surfaceQuads(f: HeightField): Quad[] {
  const quads: Quad[] = [];
  const s = f.cellMm;
  const X = (c: number) => c * s;
  const Y = (r: number) => (f.rows - r) * s;
  const at = (r: number, c: number) =>
    r < 0 || c < 0 || r >= f.rows || c >= f.cols ? -1 : r * f.cols + c;
  const hOf = (i: number) => (i < 0 || !f.solid[i] ? 0 : (f.heightMm[i] ?? 0));
  for (let r = 0; r < f.rows; r += 1) {
    // Top runs (equal height) and bottom runs (any solid).
    let c = 0;
    while (c < f.cols) {
      const i = at(r, c);
      if (!f.solid[i]) {
        c += 1;
        continue;
      }
      let end = c + 1;
      while (end < f.cols && f.solid[at(r, end)] && f.heightMm[at(r, end)] === f.heightMm[i])
        end += 1;
      const z = hOf(i);
      quads.push({
        p: [
          [X(c), Y(r + 1), z],
          [X(end), Y(r + 1), z],
          [X(end), Y(r), z],
          [X(c), Y(r), z],
        ],
        n: [0, 0, 1],
      });
      c = end;
    }
    c = 0;
    while (c < f.cols) {
      if (!f.solid[at(r, c)]) {
        c += 1;
        continue;
      }
      let end = c + 1;
      while (end < f.cols && f.solid[at(r, end)]) end += 1;
      quads.push({
        p: [
          [X(c), Y(r), 0],
          [X(end), Y(r), 0],
          [X(end), Y(r + 1), 0],
          [X(c), Y(r + 1), 0],
        ],
        n: [0, 0, -1],
      });
      c = end;
    }
    // Walls where a neighbour is lower (or empty).
    for (c = 0; c < f.cols; c += 1) {
      const i = at(r, c);
      if (!f.solid[i]) continue;
      const z1 = hOf(i);
      const x0 = X(c);
      const x1 = X(c + 1);
      const yTop = Y(r);
      const yBot = Y(r + 1);
      const left = hOf(at(r, c - 1));
      if (left < z1)
        quads.push({
          p: [
            [x0, yBot, z1],
            [x0, yTop, z1],
            [x0, yTop, left],
            [x0, yBot, left],
          ],
          n: [-1, 0, 0],
        });
      const right = hOf(at(r, c + 1));
      if (right < z1)
        quads.push({
          p: [
            [x1, yTop, z1],
            [x1, yBot, z1],
            [x1, yBot, right],
            [x1, yTop, right],
          ],
          n: [1, 0, 0],
        });
      const up = hOf(at(r - 1, c));
      if (up < z1)
        quads.push({
          p: [
            [x0, yTop, z1],
            [x1, yTop, z1],
            [x1, yTop, up],
            [x0, yTop, up],
          ],
          n: [0, 1, 0],
        });
      const down = hOf(at(r + 1, c));
      if (down < z1)
        quads.push({
          p: [
            [x1, yBot, z1],
            [x0, yBot, z1],
            [x0, yBot, down],
            [x1, yBot, down],
          ],
          n: [0, -1, 0],
        });
    }
  }
  return quads;
}

/** Binary STL (80-byte header, triangle count, 50 bytes per triangle), coordinates in mm. */
export function toStl(quads: Quad[]): Buffer {
  const tris = quads.length * 2;
  const buf = Buffer.alloc(84 + tris * 50);
  buf.write('AIGC offline relief pendant (mm)', 0, 'ascii');
  buf.writeUInt32LE(tris, 80);
  let o = 84;
  for (const q of quads) {
    for (const [a, b, c] of [
      [0, 1, 2],
      [0, 2, 3],
    ] as const) {
      for (const v of [q.n, q.p[a], q.p[b], q.p[c]]) {
        buf.writeFloatLE(v?.[0] ?? 0, o);
        buf.writeFloatLE(v?.[1] ?? 0, o + 4);
        buf.writeFloatLE(v?.[2] ?? 0, o + 8);
        o += 12;
      }
      buf.writeUInt16LE(0, o);
      o += 2;
    }
  }
  return buf;
}

/** Binary glTF 2.0 of the quads (metres, centred, flat normals, a silver metallic material). */
export async function toGlb(quads: Quad[], size: [number, number, number]): Promise<Buffer> {
  const positions = new Float32Array(quads.length * 12);
  const normals = new Float32Array(quads.length * 12);
  const indices = new Uint32Array(quads.length * 6);
  const [sx, sy] = size;
  quads.forEach((q, k) => {
    q.p.forEach((p, j) => {
      positions.set([(p[0] - sx / 2) / 1000, (p[1] - sy / 2) / 1000, p[2] / 1000], k * 12 + j * 3);
      normals.set(q.n, k * 12 + j * 3);
    });
    const b = k * 4;
    indices.set([b, b + 1, b + 2, b, b + 2, b + 3], k * 6);
  });
  const doc = new Document();
  const buffer = doc.createBuffer();
  const material = doc
    .createMaterial('silver')
    .setBaseColorFactor([0.8, 0.8, 0.84, 1])
    .setMetallicFactor(0.85)
    .setRoughnessFactor(0.35);
  const prim = doc
    .createPrimitive()
    .setAttribute(
      'POSITION',
      doc.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer),
    )
    .setAttribute(
      'NORMAL',
      doc.createAccessor().setType('VEC3').setArray(normals).setBuffer(buffer),
    )
    .setIndices(doc.createAccessor().setType('SCALAR').setArray(indices).setBuffer(buffer))
    .setMaterial(material);
  const mesh = doc.createMesh('relief').addPrimitive(prim);
  const node = doc.createNode('pendant').setMesh(mesh);
  doc.createScene('scene').addChild(node);
  return Buffer.from(await new NodeIO().writeBinary(doc));
}

/** Hill-shaded picture of the height field (light from the top left), 512 px on the long side, PNG. */
export async function previewOf(f: HeightField): Promise<GeneratedImage> {
  const out = Buffer.alloc(f.cols * f.rows * 4);
  const h = (r: number, c: number) => {
    const rr = Math.min(f.rows - 1, Math.max(0, r));
    const cc = Math.min(f.cols - 1, Math.max(0, c));
    const i = rr * f.cols + cc;
    return f.solid[i] ? (f.heightMm[i] ?? 0) : 0;
  };
  const L = [-0.5, 0.6, 0.62];
  for (let r = 0; r < f.rows; r += 1) {
    for (let c = 0; c < f.cols; c += 1) {
      const i = r * f.cols + c;
      if (!f.solid[i]) continue;
      const dx = (h(r, c + 1) - h(r, c - 1)) / (2 * f.cellMm);
      const dy = (h(r - 1, c) - h(r + 1, c)) / (2 * f.cellMm);
      const len = Math.hypot(dx, dy, 1);
      const shade = Math.max(0.15, (-dx * (L[0] ?? 0) - dy * (L[1] ?? 0) + (L[2] ?? 1)) / len);
      const base = 0.55 + 0.45 * (((f.heightMm[i] ?? 0) - BASE_MM) / RELIEF_MM);
      const v = Math.min(255, Math.round(255 * shade * base));
      out[i * 4] = v;
      out[i * 4 + 1] = v;
      out[i * 4 + 2] = Math.min(255, v + 12);
      out[i * 4 + 3] = 255;
    }
  }
  const scale = 512 / Math.max(f.cols, f.rows);
  const width = Math.round(f.cols * scale);
  const height = Math.round(f.rows * scale);
  const bytes = await sharp(out, { raw: { width: f.cols, height: f.rows, channels: 4 } })
    .resize(width, height, { kernel: 'cubic' })
    .flatten({ background: '#1d2230' })
    .png()
    .toBuffer();
  return { bytes, contentType: 'image/png', ext: 'png', width, height };
}

/** Image → printable relief pendant: GLB + STL + preview (see the module doc). */
export async function reliefModel(bytes: Buffer, resolution: number): Promise<GeneratedModel> {
  const field = await heightFieldFrom(bytes, resolution);
  const quads = surfaceQuads(field);
  const size: [number, number, number] = [
    field.cols * field.cellMm,
    field.rows * field.cellMm,
    BASE_MM + RELIEF_MM,
  ];
  const [glb, preview] = await Promise.all([toGlb(quads, size), previewOf(field)]);
  return { glb, stl: toStl(quads), preview, triangles: quads.length * 2, sizeMm: size };
}
