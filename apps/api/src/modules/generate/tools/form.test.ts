import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { choiceField, countField, lenientChoiceField } from './form';
import { CAPABILITY_OF, GENERATION_KINDS, IMAGE_TOOLS, toolOf } from './index';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('tool form fields', () => {
  it('reads an option from its text, defaults when absent or empty, refuses anything else', () => {
    const scale = choiceField([2, 4] as const, 2, 'scale must be 2 or 4');
    expect(scale.parse('4')).toBe(4);
    expect(scale.parse('')).toBe(2);
    expect(scale.parse(undefined)).toBe(2);
    for (const bad of ['3', '04', '4.0', ' 4'])
      expect(message(scale.safeParse(bad))).toBe('scale must be 2 or 4');
  });

  it('reads a count 1–max from its decimal text only', () => {
    const batch = countField(4, 2, 'batchSize must be 1 to 4');
    expect(batch.parse('3')).toBe(3);
    expect(batch.parse('')).toBe(2);
    for (const bad of ['0', '5', '03', '2.0', 'two'])
      expect(message(batch.safeParse(bad))).toBe('batchSize must be 1 to 4');
  });

  it('never refuses a selector: unknown values fall back', () => {
    const tag = lenientChoiceField(['style', 'edge'], 'style');
    expect(tag.parse('edge')).toBe('edge');
    expect(tag.parse('nonsense')).toBe('style');
    expect(tag.parse(undefined)).toBe('style');
  });

  it('documents options as enums with defaults and files as binary', () => {
    const doc = z.toJSONSchema(IMAGE_TOOLS[0].form, { io: 'input', unrepresentable: 'any' });
    expect(doc.properties?.tagId).toMatchObject({
      enum: ['style', 'edge', 'figurine'],
      default: 'style',
    });
    expect(doc.properties?.batchSize).toMatchObject({ type: 'integer', minimum: 1, maximum: 4 });
    expect(doc.properties?.sourceImage).toMatchObject({ type: 'string', format: 'binary' });
  });
});

describe('the tool registry', () => {
  it('lists every record kind once, tool by tool, with its capability', () => {
    expect(GENERATION_KINDS).toEqual([
      'text2image',
      'img2img',
      'edge',
      'figurine',
      'kontext',
      'inpaint',
      'upscale',
      'img2model3d',
      'img2video',
    ]);
    expect(CAPABILITY_OF).toMatchObject({
      edge: 'edgeReference',
      figurine: 'image2image',
      img2model3d: 'image2model',
    });
    expect(toolOf('figurine').name).toBe('img2img');
  });
});
