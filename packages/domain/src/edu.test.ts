import { describe, expect, it } from 'vitest';
import {
  classroomPromptIssue,
  composeGuidedPrompt,
  EDU_GENERATORS,
  EDU_MESSAGES,
  parseEduRoster,
  validateEduUsername,
} from './edu';

describe('validateEduUsername', () => {
  it('takes letters, digits, _ . - starting with a letter, in any case', () => {
    expect(validateEduUsername('Ada_2')).toBeNull();
    expect(validateEduUsername(' s7k2m9q ')).toBeNull();
  });
  it('names the broken rule', () => {
    expect(validateEduUsername('')?.code).toBe('username.required');
    expect(validateEduUsername('ab')?.code).toBe('username.length');
    expect(validateEduUsername('a'.repeat(21))?.code).toBe('username.length');
    expect(validateEduUsername('2ada')?.code).toBe('username.format');
    expect(validateEduUsername('小明明')?.code).toBe('username.format');
  });
});

describe('parseEduRoster', () => {
  it('reads names with optional usernames, separators of every kind, a header and blank lines', () => {
    const { students, issues } = parseEduRoster('姓名,用户名\n小明, xiaoming\n\n"Ada Lovelace"\tAda.L\n李华；lihua\n王芳，wangfang\nBob;');
    expect(issues).toEqual([]);
    expect(students).toEqual([
      { line: 2, nickName: '小明', username: 'xiaoming' },
      { line: 4, nickName: 'Ada Lovelace', username: 'ada.l' },
      { line: 5, nickName: '李华', username: 'lihua' },
      { line: 6, nickName: '王芳', username: 'wangfang' },
      { line: 7, nickName: 'Bob', username: null },
    ]);
  });
  it('reports bad lines by number', () => {
    const { issues } = parseEduRoster('X\nAda, 9ada\nBea, bea\nCai, BEA');
    expect(issues.map((i) => i.message)).toEqual([
      'Line 1: The nickname must be 2 to 20 characters long',
      'Line 2: The username may use only letters, digits, "_", "." and "-", and must start with a letter',
      'Line 4: the username "bea" appears twice',
    ]);
  });
});

describe('classroomPromptIssue', () => {
  it('lets ordinary children\'s ideas through', () => {
    for (const p of [
      'a rocket with skills to fly to the moon',
      'a chef cooking chicken in a kitchen',
      '一艘彩虹色的宇宙飞船，飞过月亮',
      '妈妈的生日蛋糕',
      'a scientist with a method to grow plants',
      'Essex countryside',
    ]) expect(classroomPromptIssue(p), p).toBeNull();
  });
  it('catches English words with endings, look-alikes, spacing and phrases', () => {
    expect(classroomPromptIssue('a NAKED robot')?.category).toBe('sexual');
    expect(classroomPromptIssue('n a k e d astronaut')?.category).toBe('sexual');
    expect(classroomPromptIssue('p0rn')?.category).toBe('sexual');
    expect(classroomPromptIssue('the killer spaceship')?.category).toBe('violence');
    expect(classroomPromptIssue('a dead body on mars')?.term).toBe('dead body');
    expect(classroomPromptIssue('lots of drugs')?.category).toBe('drugs');
  });
  it('catches Chinese terms even with spaces or punctuation between the characters', () => {
    expect(classroomPromptIssue('一个裸体的机器人')?.category).toBe('sexual');
    expect(classroomPromptIssue('血 腥的战斗')?.category).toBe('violence');
    expect(classroomPromptIssue('自-杀')?.category).toBe('self-harm');
  });
  it('answers the friendly message', () => {
    expect(classroomPromptIssue('fuck')?.message).toBe(EDU_MESSAGES.promptBlocked);
  });
});

describe('composeGuidedPrompt', () => {
  it('composes the spaceship from its choices and the idea', () => {
    const r = composeGuidedPrompt('spaceship', { shape: 'rocket', color: 'red', power: 'solar', place: 'moon' }, '  with a  cat pilot ');
    expect(r).toEqual({
      prompt:
        "A red tall rocket spaceship powered by big solar panels, flying above the Moon, with a cat pilot. Friendly children's book illustration, bright colours, clean shapes, full view of the spaceship",
    });
  });
  it('refuses a missing or unknown choice and a long idea', () => {
    expect(composeGuidedPrompt('dreamJob', { job: 'chef', place: 'kitchen' })).toEqual({
      issue: { code: 'guided.choice', message: 'Please choose a style' },
    });
    expect(composeGuidedPrompt('dreamJob', { job: 'king', place: 'kitchen', style: 'clay' })).toMatchObject({ issue: { code: 'guided.choice' } });
    expect(composeGuidedPrompt('dreamJob', { job: 'chef', place: 'kitchen', style: 'clay' }, 'x'.repeat(101))).toMatchObject({
      issue: { message: EDU_MESSAGES.ideaTooLong },
    });
  });
  it('composes prompts that pass the classroom blocklist for every option', () => {
    for (const [name, g] of Object.entries(EDU_GENERATORS)) {
      const keys = Object.keys(g.choices);
      const first = Object.fromEntries(keys.map((k) => [k, Object.keys((g.choices as Record<string, Record<string, string>>)[k]!)[0]!]));
      for (const key of keys) {
        for (const option of Object.keys((g.choices as Record<string, Record<string, string>>)[key]!)) {
          const r = composeGuidedPrompt(name as keyof typeof EDU_GENERATORS, { ...first, [key]: option });
          expect('prompt' in r && classroomPromptIssue(r.prompt), `${name}.${key}.${option}`).toBe(null);
        }
      }
    }
  });

  it('has options for every choice', () => {
    for (const g of Object.values(EDU_GENERATORS)) for (const o of Object.values(g.choices)) expect(Object.keys(o).length).toBeGreaterThan(2);
  });
});
