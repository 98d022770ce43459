/**
 * Every generation tool, one descriptor each (see descriptor.ts). Adding a
 * tool: write its descriptor file and list it here; the routes, the
 * services, the queue, the record kinds and the OpenAPI document follow.
 */
import type { Capability } from '../../../engine';
import type { GenerationTool } from './descriptor';
import { img2imgTool } from './img2img';
import { img2model3dTool } from './img2model3d';
import { img2videoTool } from './img2video';
import { inpaintTool } from './inpaint';
import { kontextTool } from './kontext';
import { text2imageTool } from './text2image';
import { upscaleTool } from './upscale';

export type * from './descriptor';
export { GenerateBodySchema, IMAGES_PER_JOB, text2imageTool } from './text2image';

/** The image tools: multipart forms at `POST /api/generate/<name>` (docs/product.md §7). */
export const IMAGE_TOOLS = [
  img2imgTool,
  kontextTool,
  inpaintTool,
  upscaleTool,
  img2model3dTool,
  img2videoTool,
] as const;

/** Every tool: text → image (JSON) first, then the image tools. */
export const GENERATION_TOOLS = [text2imageTool, ...IMAGE_TOOLS] as const;

type KindOf<T> = T extends GenerationTool<infer K> ? K : never;

/** A record kind some tool makes (`GenerationRecord.kind`). */
export type GenerationKind = KindOf<(typeof GENERATION_TOOLS)[number]>;

/** Every record kind, tool by tool (text2image, img2img, edge, figurine, kontext, …). */
export const GENERATION_KINDS = GENERATION_TOOLS.flatMap((tool) => Object.keys(tool.kinds)) as [
  GenerationKind,
  ...GenerationKind[],
];

/** An image tool of any kind. */
export type AnyImageTool = (typeof IMAGE_TOOLS)[number];

const TOOL_OF = new Map<string, GenerationTool>(
  GENERATION_TOOLS.flatMap((tool) =>
    Object.keys(tool.kinds).map((kind) => [kind, tool as GenerationTool] as const),
  ),
);

/** The tool that makes records of `kind`. */
export function toolOf(kind: GenerationKind): GenerationTool {
  const tool = TOOL_OF.get(kind);
  if (!tool) throw new Error(`No generation tool makes '${kind}'`);
  return tool;
}

/** The provider capability a model needs to serve `kind`. */
export function capabilityOf(kind: GenerationKind): Capability {
  return (toolOf(kind).kinds as Record<string, Capability>)[kind] as Capability;
}

/** The provider capability of each record kind (`GET /api/model/selection?scene=<kind>`). */
export const CAPABILITY_OF = Object.fromEntries(
  GENERATION_KINDS.map((kind) => [kind, capabilityOf(kind)]),
) as Record<GenerationKind, Capability>;
