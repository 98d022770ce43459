/**
 * Submitting an image tool's job (docs/product.md §7): the checks of docs/product.md §5 on the
 * server, driven by the tool's descriptor; inputs stored before the job row,
 * then the queue.
 */
import { randomInt } from 'node:crypto';
import { validatePrompt } from '@aigc/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { z } from 'zod';
import { generations } from '../../db/schema';
import type { ProviderRegistry } from '../../engine';
import { badRequest } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Storage } from '../../storage';
import type { GenerateJobDto, JobInput, JobPayload } from './schemas';
import {
  assertBelowTaskLimit,
  assertTopicExists,
  insertJob,
  type GenerateDeps,
  type SubmitOptions,
} from './service';
import { checkSource } from './sources';
import {
  capabilityOf,
  type AnyImageTool,
  type CheckedSource,
  type GenerationKind,
  type ImageTool,
  type SourceRef,
  type UploadedFile,
} from './tools';

/** What a tool route read from its multipart form. */
export interface ToolForm {
  /** The text fields, as sent. */
  fields: Record<string, string>;
  /** The source images: uploaded files first, then image ids. */
  sources: SourceRef[];
  mask: UploadedFile | undefined;
}

/** Deps of the tool services. */
export interface ToolDeps extends GenerateDeps {
  storage: Storage;
}

/** How a tool job is submitted for its caller (docs/edu.md 'A safe space'). */
export interface ToolSubmitOptions extends SubmitOptions {
  /**
   * Checks an uploaded source image (its re-encoded bytes) before anything is
   * stored; throws a 400 AppError to refuse it (classroom image check).
   */
  screenUpload?: ((bytes: Buffer) => Promise<void>) | undefined;
}

/**
 * Reads each of `fields`' values on its own: the values that passed (with
 * defaults) and, in field order, the message of each field that did not.
 */
function readFields<Fields extends z.ZodObject>(
  fields: Fields,
  raw: Record<string, string>,
): { values: Partial<z.output<Fields>>; issues: { field: string; message: string }[] } {
  const values: Record<string, unknown> = {};
  const issues: { field: string; message: string }[] = [];
  for (const [field, schema] of Object.entries(fields.shape)) {
    const result = (schema as z.ZodType).safeParse(raw[field]);
    if (result.success) values[field] = result.data;
    else issues.push({ field, message: result.error.issues[0]?.message ?? `Invalid ${field}` });
  }
  return { values: values as Partial<z.output<Fields>>, issues };
}

/**
 * The model of a job: the given one (it must serve `kind`) or the first that does.
 * @throws 400 `unsupported` when the model exists but cannot serve `kind`
 *   (default 'This model is not available'); 400 'This model is not available'
 *   for an unknown model; 400 'This tool is not available' when no model serves it.
 */
function modelFor(
  registry: ProviderRegistry,
  kind: GenerationKind,
  modelId: string | undefined,
  unsupported = 'This model is not available',
): string {
  const capability = capabilityOf(kind);
  if (modelId) {
    if (registry.providerFor(modelId, capability)) return modelId;
    const exists = registry.models().some((m) => m.modelId === modelId);
    throw badRequest(exists ? unsupported : 'This model is not available');
  }
  const fallback = registry.defaultModelFor(capability);
  if (!fallback) throw badRequest('This tool is not available');
  return fallback;
}

/**
 * Submits a job of an image tool (docs/product.md §7; the fields are the tool's
 * `form`, see docs/api-contract.md). Checks, in order: the fields the prompt
 * rule reads (inpaint `mode`), the prompt (required unless the tool's
 * `promptOptional` says so: 'Please enter a prompt'), the model, the other
 * fields (their messages, e.g. 'scale must be 2 or 4'), the source count
 * ('Please upload an image'; more than `maxSources` → the tool's message),
 * the task limit (429), each source (docs/product.md §5), the tool's own `check`
 * (upscaled size, mask), the challenge. `submit.screenUpload` checks each
 * uploaded source (the classroom image check), `submit.moderation` marks the
 * job for the classroom check of its outputs (docs/edu.md rule 6). Uploaded files are stored under
 * `jobs/…` before the row is written and removed when it cannot be.
 * @returns the new job (queued).
 */
export async function submitTool(
  deps: ToolDeps,
  userId: string,
  tool: AnyImageTool,
  form: ToolForm,
  submit: ToolSubmitOptions = {},
): Promise<GenerateJobDto> {
  // One tool's types at a time: the descriptors differ only in their fields.
  const t = tool as unknown as ImageTool<GenerationKind, z.ZodObject>;
  const { values, issues } = readFields(t.fields, form.fields);
  const early = issues.find((i) => (t.promptReads as readonly string[]).includes(i.field));
  if (early) throw badRequest(early.message);
  const prompt = (form.fields.prompt ?? '').trim();
  if (!t.promptOptional(values) || prompt) {
    const issue = validatePrompt(prompt);
    if (issue) throw badRequest(issue.message);
  }
  const kind = t.kindOf(values);
  const modelId = modelFor(
    deps.registry,
    kind,
    form.fields.modelId || undefined,
    t.unsupportedModel,
  );
  if (issues[0]) throw badRequest(issues[0].message);
  const options = values as z.output<typeof t.fields>;

  if (form.sources.length === 0) throw badRequest('Please upload an image');
  if (form.sources.length > t.maxSources) throw badRequest(t.tooManySources);
  await assertBelowTaskLimit(deps.db, userId);
  const sources: CheckedSource[] = [];
  for (const ref of form.sources) {
    const source = await checkSource(deps.db, deps.storage, userId, ref);
    if (!source.key) await submit.screenUpload?.(source.bytes);
    sources.push(source);
  }
  await t.check?.({ values: options, sources, mask: form.mask });
  const topicId = form.fields.topicId || null;
  await assertTopicExists(deps.db, topicId);
  let parentGenerationId: string | null = null;
  if (form.fields.parentGenerateId) {
    const p = await deps.db
      .select({ id: generations.id })
      .from(generations)
      .where(and(eq(generations.id, form.fields.parentGenerateId), eq(generations.userId, userId)))
      .limit(1);
    parentGenerationId = p[0]?.id ?? null;
  }

  const id = newId();
  const dir = `jobs/${id.slice(0, 2).toLowerCase()}/${id}`;
  const stored: string[] = [];
  try {
    const inputs: JobInput[] = [];
    for (const [i, s] of sources.entries()) {
      if (s.key) {
        inputs.push({ key: s.key, owned: false });
      } else {
        const key = `${dir}/in-${i}.${s.ext}`;
        await deps.storage.put(key, s.bytes, `image/${s.ext === 'jpg' ? 'jpeg' : s.ext}`);
        stored.push(key);
        inputs.push({ key, owned: true });
      }
    }
    let mask: JobInput | undefined;
    if (t.takesMask && form.mask) {
      const key = `${dir}/mask.png`;
      await deps.storage.put(key, await sharp(form.mask.bytes).png().toBuffer(), 'image/png');
      stored.push(key);
      mask = { key, owned: true };
    }
    const payload: JobPayload = {
      kind,
      prompt,
      modelId,
      topicId,
      seed: randomInt(0, 2 ** 31 - 1),
      parentGenerationId,
      inputs,
      ...(mask ? { mask } : {}),
      ...t.options(options),
      ...(submit.moderation ? { moderation: submit.moderation } : {}),
    };
    return await insertJob(deps, userId, payload, id);
  } catch (error) {
    await Promise.allSettled(stored.map((k) => deps.storage.delete(k)));
    throw error;
  }
}
