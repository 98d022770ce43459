import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type * as TfModule from '@tensorflow/tfjs';
import sharp from 'sharp';

/**
 * Content moderation of uploaded images (docs/product.md §4 upload status 2).
 * The embedded default is an offline NSFW classifier whose model ships in its
 * npm package (nsfwjs MobileNetV2 on pure-JS TensorFlow.js); a hosted
 * moderation service can replace it by implementing {@link Moderator}.
 */

/** What a moderator concluded about one image. */
export interface ModerationResult {
  /** true = violating content: the upload is refused with status 2. */
  violating: boolean;
  /** Class probabilities in [0, 1] as reported by the classifier (e.g. `{ Porn: 0.02, Neutral: 0.9 }`). */
  scores: Record<string, number>;
  /** Classifier name, e.g. `nsfwjs-mobilenet_v2`. */
  classifier: string;
}

/** A content moderation classifier. */
export interface Moderator {
  /**
   * Classifies an image.
   * @param image encoded bytes (the re-encoded upload: JPEG, PNG or WebP).
   * @throws when the classifier fails; the upload then fails ('image upload failed, please retry') and nothing is stored.
   */
  check(image: Buffer): Promise<ModerationResult>;
}

/** Probability of Porn + Hentai at or above which an image is violating. */
export const EXPLICIT_THRESHOLD = 0.6;
/** Probability of Sexy at or above which an image is violating (explicit classes excluded). */
export const SEXY_THRESHOLD = 0.9;

/**
 * The verdict on nsfwjs class probabilities: violating when Porn + Hentai ≥
 * {@link EXPLICIT_THRESHOLD} or Sexy ≥ {@link SEXY_THRESHOLD}. Drawing and
 * Neutral never count against an image.
 */
export function isViolating(scores: Record<string, number>): boolean {
  const explicit = (scores.Porn ?? 0) + (scores.Hentai ?? 0);
  return explicit >= EXPLICIT_THRESHOLD || (scores.Sexy ?? 0) >= SEXY_THRESHOLD;
}

/** Classroom level (docs/edu.md rule 6): Porn + Hentai at or above this is violating. */
export const CLASSROOM_EXPLICIT_THRESHOLD = 0.2;
/** Classroom level: Sexy at or above this is violating. */
export const CLASSROOM_SEXY_THRESHOLD = 0.4;

/** How strict a check is: `standard` (the main sites) or `classroom` (education accounts, docs/edu.md). */
export type ModerationLevel = 'standard' | 'classroom';

/**
 * The verdict on a moderator's result at a level: `standard` is the
 * moderator's own verdict; `classroom` is also violating when Porn + Hentai
 * ≥ {@link CLASSROOM_EXPLICIT_THRESHOLD} or Sexy ≥ {@link CLASSROOM_SEXY_THRESHOLD}
 * (a hosted moderator without scores is taken at its word).
 */
export function isViolatingAt(result: ModerationResult, level: ModerationLevel): boolean {
  if (result.violating || level === 'standard') return result.violating;
  const s = result.scores;
  return (s.Porn ?? 0) + (s.Hentai ?? 0) >= CLASSROOM_EXPLICIT_THRESHOLD || (s.Sexy ?? 0) >= CLASSROOM_SEXY_THRESHOLD;
}

/**
 * Switches TensorFlow.js to its WebAssembly backend (SIMD; ~5–10× the pure-JS
 * CPU backend), its .wasm files read from the installed package — no
 * download. Returns false (the caller stays on 'cpu') when it cannot start.
 */
async function useWasmBackend(tf: Tf): Promise<boolean> {
  try {
    const wasm = await import('@tensorflow/tfjs-backend-wasm');
    const dir = dirname(createRequire(import.meta.url).resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
    wasm.setWasmPaths(`${dir}/`);
    return await tf.setBackend('wasm');
  } catch {
    return false;
  }
}

/** Input side of the MobileNetV2 model, in px. */
const MODEL_INPUT_PX = 224;

type NsfwModel = { classify(img: unknown, topk?: number): Promise<{ className: string; probability: number }[]> };
type Tf = typeof TfModule;

/**
 * The offline classifier: nsfwjs MobileNetV2 (model bundled in the nsfwjs
 * package, no download) on TensorFlow.js — its WebAssembly backend when it
 * starts, else the pure-JS CPU backend (never the native tfjs-node, whose
 * install downloads binaries). The model is loaded on the first check only,
 * then kept; checks run one at a time so uploads never starve the server.
 */
export class NsfwjsModerator implements Moderator {
  /** The TensorFlow.js backend in use once loaded: 'wasm' (SIMD) when it starts, else the pure-JS 'cpu'. */
  backend: 'wasm' | 'cpu' | null = null;
  private loading: Promise<{ tf: Tf; model: NsfwModel }> | null = null;
  private chain: Promise<unknown> = Promise.resolve();

  private load() {
    this.loading ??= (async () => {
      const tf = await import('@tensorflow/tfjs');
      const nsfwjs = await import('nsfwjs');
      this.backend = (await useWasmBackend(tf)) ? 'wasm' : 'cpu';
      if (this.backend === 'cpu') await tf.setBackend('cpu');
      const model = (await nsfwjs.load('MobileNetV2')) as unknown as NsfwModel;
      return { tf, model };
    })().catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  /** Loads the model now (optional; the first {@link check} does it otherwise). */
  async warmUp(): Promise<void> {
    await this.load();
  }

  check(image: Buffer): Promise<ModerationResult> {
    const run = async (): Promise<ModerationResult> => {
      const { tf, model } = await this.load();
      const { data, info } = await sharp(image)
        .resize(MODEL_INPUT_PX, MODEL_INPUT_PX, { fit: 'fill' })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const tensor = tf.tensor3d(new Int32Array(data), [info.height, info.width, 3], 'int32');
      try {
        const predictions = await model.classify(tensor, 5);
        const scores = Object.fromEntries(predictions.map((p) => [p.className, p.probability]));
        return { violating: isViolating(scores), scores, classifier: 'nsfwjs-mobilenet_v2' };
      } finally {
        tensor.dispose();
      }
    };
    const result = this.chain.then(run, run);
    this.chain = result.catch(() => undefined);
    return result;
  }
}

/**
 * A hosted moderation service: POSTs the image bytes (`Content-Type` of the
 * image) to `url` and expects JSON `{ violating: boolean, scores?: Record<string, number> }`.
 * Chosen by `MODERATION_URL` (see {@link createModerator}).
 */
export class HttpModerator implements Moderator {
  constructor(
    private readonly url: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async check(image: Buffer): Promise<ModerationResult> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array(image),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new Error(`Moderation service answered HTTP ${res.status}`);
    const body = (await res.json()) as { violating?: unknown; scores?: Record<string, number> };
    if (typeof body.violating !== 'boolean') throw new Error('Moderation service answered without a verdict');
    return { violating: body.violating, scores: body.scores ?? {}, classifier: `http:${new URL(this.url).host}` };
  }
}

/** The moderator for a setting: a hosted service when `url` is set, else the offline classifier. */
export function createModerator(url: string | undefined): Moderator {
  return url ? new HttpModerator(url) : new NsfwjsModerator();
}
