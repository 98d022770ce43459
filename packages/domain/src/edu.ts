/**
 * The education edition's shared rules (docs/edu.md): school-account
 * usernames, the pasted-roster format, the classroom prompt blocklist and the
 * guided generators (spaceship, dream job). The server enforces them; the edu
 * client runs the same functions to answer early.
 */
import { validateNickname, type ValidationIssue } from './validation';

/** Who an education account is (`User.eduIdentity`). */
export const EDU_ROLES = ['teacher', 'student'] as const;
/** One of {@link EDU_ROLES}. */
export type EduRole = (typeof EDU_ROLES)[number];

/** Username length bounds, in characters (docs/edu.md 'Accounts'). */
export const EDU_USERNAME_MIN = 3;
export const EDU_USERNAME_MAX = 20;
/** Class name length bound after trimming, in characters. */
export const EDU_CLASS_NAME_MAX = 30;
/** School name length bound after trimming, in characters. */
export const EDU_SCHOOL_NAME_MAX = 60;
/** Classes one teacher may have. */
export const EDU_CLASSES_MAX = 30;
/** Students in one class, and students added in one call. */
export const EDU_CLASS_STUDENTS_MAX = 60;
/** Length bound of the short idea of a guided generator, in characters. */
export const EDU_IDEA_MAX = 100;
/** Default and maximum validity of a teacher invite link, in hours. */
export const EDU_INVITE_HOURS_DEFAULT = 168;
export const EDU_INVITE_HOURS_MAX = 720;

/** The education edition's messages (docs/edu.md), English; clients map them to their translations. */
export const EDU_MESSAGES = {
  emptyLogin: 'Please enter a correct account and password',
  badLogin: 'Incorrect account or password',
  eduSiteOnly: 'Please sign in on the education site',
  mainSiteOnly: 'Please sign in with your school account',
  schoolOnly: 'Only school accounts can do this',
  teacherOnly: 'Only teachers can do this',
  noStudent: 'No student with this username in your classes',
  noClass: 'This class does not exist',
  studentUsernameRequired: "Please enter the student's username",
  classNameRequired: 'Please enter a class name',
  classNameTooLong: `The class name must be at most ${EDU_CLASS_NAME_MAX} characters`,
  classNameTaken: 'You already have a class with this name',
  tooManyClasses: `A teacher can have at most ${EDU_CLASSES_MAX} classes`,
  noStudentsGiven: 'Please add at least one student',
  tooManyStudentsAtOnce: `At most ${EDU_CLASS_STUDENTS_MAX} students can be added at once`,
  classFull: `A class can have at most ${EDU_CLASS_STUDENTS_MAX} students`,
  schoolRequired: 'Please enter the school name',
  schoolTooLong: `The school name must be at most ${EDU_SCHOOL_NAME_MAX} characters`,
  badInvite: 'This invite link is invalid or has expired',
  historyForbidden: 'You cannot see this history',
  notInClassroom: 'This is not available in the classroom',
  promptBlocked: "Let's try a different idea — this one isn't right for the classroom.",
  imageBlocked: 'This picture is not right for the classroom, please try a different idea',
  ideaTooLong: `The idea must be at most ${EDU_IDEA_MAX} characters`,
} as const;

/** The message of a taken username. */
export function usernameTakenMessage(username: string): string {
  return `The username "${username}" is already taken`;
}

/** Trims and lower-cases a typed username (usernames are compared lower case). */
export function normalizeEduUsername(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * Username rule (docs/edu.md 'Accounts'): {@link EDU_USERNAME_MIN}–{@link EDU_USERNAME_MAX}
 * characters of `a-z 0-9 _ . -`, starting with a letter; checked on the
 * normalised (trimmed, lower-cased) value.
 * @returns `username.required` | `username.length` | `username.format`, or null.
 */
export function validateEduUsername(username: string): ValidationIssue<'username.required' | 'username.length' | 'username.format'> | null {
  const value = normalizeEduUsername(username);
  if (value === '') return { code: 'username.required', message: 'Please enter a username' };
  if (value.length < EDU_USERNAME_MIN || value.length > EDU_USERNAME_MAX) {
    return { code: 'username.length', message: `The username must be ${EDU_USERNAME_MIN} to ${EDU_USERNAME_MAX} characters long` };
  }
  if (!/^[a-z][a-z0-9_.-]*$/.test(value)) {
    return {
      code: 'username.format',
      message: 'The username may use only letters, digits, "_", "." and "-", and must start with a letter',
    };
  }
  return null;
}

/** Letters and digits of generated usernames and passwords: no look-alikes (0 o 1 l i). */
export const EDU_CREDENTIAL_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

// ---- Pasted roster --------------------------------------------------------------------

/** One student of a pasted roster: the display name and, when given, the username (normalised). */
export interface RosterEntry {
  /** 1-based line number in the pasted text. */
  line: number;
  nickName: string;
  username: string | null;
}

/** A refused line of a pasted roster. */
export interface RosterIssue {
  line: number;
  message: string;
}

const HEADER_CELLS = new Set(['name', 'nickname', 'display name', 'displayname', '姓名', '名字']);

/** Splits one roster line into cells: comma, tab, semicolon or Chinese comma; quotes removed. */
function cellsOf(line: string): string[] {
  return line.split(/[,\t;，；]/).map((c) => c.trim().replace(/^["'“”]+|["'“”]+$/g, '').trim());
}

/**
 * Reads a pasted student list or CSV (docs/edu.md 'Pasted roster format'):
 * one student per line, `display name[, username]`; empty lines are skipped
 * and a header line (`name`, `nickname`, `display name`, `姓名`, `名字`) too.
 * Each entry is checked: the nickname rule, the username rule
 * ({@link validateEduUsername}), no username twice in the list.
 * @returns the entries in order and the issues (`Line N: …`) of the refused lines.
 */
export function parseEduRoster(text: string): { students: RosterEntry[]; issues: RosterIssue[] } {
  const students: RosterEntry[] = [];
  const issues: RosterIssue[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let sawFirst = false;
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const [name = '', user = ''] = cellsOf(raw);
    if (!sawFirst) {
      sawFirst = true;
      if (HEADER_CELLS.has(name.toLowerCase())) return;
    }
    students.push({ line, nickName: name, username: user === '' ? null : normalizeEduUsername(user) });
  });
  return { students, issues: [...issues, ...checkRoster(students)] };
}

/**
 * Checks roster entries (from a paste or a form): each display name against
 * the nickname rule, each username given against {@link validateEduUsername},
 * and no username twice. Messages are `Line N: <rule message>`.
 */
export function checkRoster(students: readonly RosterEntry[]): RosterIssue[] {
  const issues: RosterIssue[] = [];
  const seen = new Set<string>();
  for (const s of students) {
    const name = validateNickname(s.nickName);
    if (name) {
      issues.push({ line: s.line, message: `Line ${s.line}: ${name.message}` });
      continue;
    }
    if (s.username !== null) {
      const user = validateEduUsername(s.username);
      if (user) {
        issues.push({ line: s.line, message: `Line ${s.line}: ${user.message}` });
        continue;
      }
      const key = normalizeEduUsername(s.username);
      if (seen.has(key)) {
        issues.push({ line: s.line, message: `Line ${s.line}: the username "${key}" appears twice` });
        continue;
      }
      seen.add(key);
    }
  }
  return issues;
}

// ---- Classroom prompt blocklist ------------------------------------------------------

/** Why a prompt is refused in the classroom. */
export const CLASSROOM_BLOCK_CATEGORIES = ['sexual', 'violence', 'drugs', 'self-harm', 'hate', 'profanity'] as const;
/** One of {@link CLASSROOM_BLOCK_CATEGORIES}. */
export type ClassroomBlockCategory = (typeof CLASSROOM_BLOCK_CATEGORIES)[number];

/**
 * English words (matched as whole words, with the endings s / es / ed / d /
 * ing / er / ers / y) and phrases (matched word by word) per category.
 */
const EN_BLOCKLIST: Readonly<Record<ClassroomBlockCategory, readonly string[]>> = {
  sexual: [
    'nude', 'naked', 'nudity', 'porn', 'porno', 'pornography', 'pornographic', 'sex', 'nsfw', 'lingerie', 'topless',
    'boob', 'erotic', 'hentai', 'stripper', 'striptease', 'fetish', 'xxx', 'genital', 'genitals', 'penis',
    'vagina', 'nipple', 'orgasm', 'horny', 'seductive', 'undressed', 'undress',
  ],
  violence: [
    'gore', 'gory', 'bloodbath', 'murder', 'kill', 'corpse', 'decapitate', 'decapitated', 'behead', 'beheaded', 'torture',
    'massacre', 'dismember', 'dismembered', 'mutilate', 'mutilated', 'slaughter', 'execution', 'dead body', 'shoot people',
  ],
  drugs: ['cocaine', 'heroin', 'meth', 'marijuana', 'cannabis', 'drug', 'drunk', 'vodka', 'whiskey', 'whisky', 'cigarette', 'vape'],
  'self-harm': ['suicide', 'suicidal', 'self harm', 'selfharm', 'cut myself', 'hang myself', 'kill myself'],
  hate: ['nazi', 'swastika', 'hitler', 'kkk', 'terrorist', 'terrorism', 'isis'],
  profanity: ['fuck', 'fucking', 'shit', 'bitch', 'asshole', 'bastard', 'dick', 'cunt', 'piss', 'motherfucker', 'wtf'],
};

/** Chinese terms per category, matched as substrings once spaces and punctuation are removed. */
const ZH_BLOCKLIST: Readonly<Record<ClassroomBlockCategory, readonly string[]>> = {
  sexual: ['色情', '裸体', '裸露', '全裸', '半裸', '裸照', '性感', '做爱', '性交', '黄图', '黄片', '成人片', '内衣', '乳房', '脱衣', '情色'],
  violence: ['血腥', '杀人', '谋杀', '尸体', '砍头', '斩首', '虐待', '酷刑', '屠杀', '肢解', '爆头', '分尸'],
  drugs: ['毒品', '大麻', '可卡因', '海洛因', '冰毒', '吸毒', '香烟', '抽烟', '吸烟', '喝酒', '醉酒', '白酒'],
  'self-harm': ['自杀', '自残', '割腕', '跳楼', '上吊'],
  hate: ['纳粹', '希特勒', '恐怖分子', '恐怖袭击', '三K党'],
  profanity: ['他妈的', '操你', '傻逼', '婊子', '贱人', '草泥马', '卧槽', '狗日'],
};

/** Look-alike characters folded before English matching. */
const LOOK_ALIKES: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };
const ENDINGS = ['', 's', 'es', 'ed', 'd', 'ing', 'er', 'ers', 'y'];

/** The English words of `text`: lower case, look-alikes folded, runs of single letters joined ("p o r n" → "porn"). */
function englishWords(text: string): string[] {
  const folded = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[0-9@$!]/g, (c) => LOOK_ALIKES[c] ?? c);
  const tokens = folded.split(/[^a-z]+/).filter(Boolean);
  const words: string[] = [];
  let run = '';
  for (const token of tokens) {
    if (token.length === 1) {
      run += token;
      continue;
    }
    if (run.length > 1) words.push(run);
    else if (run) words.push(run);
    run = '';
    words.push(token);
  }
  if (run) words.push(run);
  return words;
}

function matchesWord(word: string, term: string): boolean {
  if (!word.startsWith(term)) return false;
  return ENDINGS.includes(word.slice(term.length));
}

/** A prompt refused by the classroom blocklist. */
export interface ClassroomPromptIssue extends ValidationIssue<'classroom.blocked'> {
  category: ClassroomBlockCategory;
  /** The listed term that matched. */
  term: string;
}

/**
 * The classroom prompt check (docs/edu.md 'A safe space', rule 5): the
 * prompt against the blocklist in English (whole words with common endings,
 * phrases word by word, case-, look-alike- and spacing-insensitive) and
 * Chinese (substrings, spaces and punctuation ignored).
 * @returns the first match as `classroom.blocked` with the friendly message
 *   {@link EDU_MESSAGES}.promptBlocked, its category and term; null when clean.
 */
export function classroomPromptIssue(prompt: string): ClassroomPromptIssue | null {
  const words = englishWords(prompt);
  const joined = ` ${words.join(' ')} `;
  const compactZh = prompt.normalize('NFKC').replace(/[\s\p{P}\p{S}]/gu, '').toUpperCase();
  for (const category of CLASSROOM_BLOCK_CATEGORIES) {
    for (const term of EN_BLOCKLIST[category]) {
      const hit = term.includes(' ') ? joined.includes(` ${term} `) : words.some((w) => matchesWord(w, term));
      if (hit) return { code: 'classroom.blocked', message: EDU_MESSAGES.promptBlocked, category, term };
    }
    for (const term of ZH_BLOCKLIST[category]) {
      if (compactZh.includes(term.toUpperCase())) {
        return { code: 'classroom.blocked', message: EDU_MESSAGES.promptBlocked, category, term };
      }
    }
  }
  return null;
}

// ---- Guided generators ---------------------------------------------------------------

/** A guided generator of the edu app (docs/edu.md 'Guided generators'). */
export interface GuidedGenerator {
  /** Each big choice: option value → the English words it adds to the prompt (in this order). */
  readonly choices: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Builds the prompt from the chosen words and the child's idea ('' when none). */
  compose(words: Readonly<Record<string, string>>, idea: string): string;
}

/** The guided generators (`POST /api/generate/guided`): choice tables and how the prompt is composed. */
export const EDU_GENERATORS = {
  spaceship: {
    choices: {
      shape: {
        rocket: 'tall rocket',
        saucer: 'flying saucer',
        shuttle: 'space shuttle',
        bubble: 'round bubble ship',
        dragon: 'dragon-shaped ship',
      },
      color: { red: 'red', blue: 'blue', green: 'green', gold: 'golden', rainbow: 'rainbow-coloured' },
      power: {
        flames: 'bright rocket flames',
        solar: 'big solar panels',
        crystal: 'glowing crystals',
        balloons: 'colourful balloons',
        magic: 'sparkling magic stars',
      },
      place: {
        moon: 'above the Moon',
        mars: 'over the red deserts of Mars',
        stars: 'through a sky full of stars',
        rings: "past Saturn's rings",
        undersea: 'out of a sparkling ocean',
      },
    },
    compose: (w, idea) =>
      `A ${w.color} ${w.shape} spaceship powered by ${w.power}, flying ${w.place}${idea ? `, ${idea}` : ''}. Friendly children's book illustration, bright colours, clean shapes, full view of the spaceship`,
  },
  dreamJob: {
    choices: {
      job: {
        astronaut: 'an astronaut',
        doctor: 'a doctor',
        chef: 'a chef',
        scientist: 'a scientist',
        artist: 'an artist',
        firefighter: 'a firefighter',
        vet: 'a vet caring for animals',
        teacher: 'a teacher',
        pilot: 'a pilot',
        farmer: 'a farmer',
        engineer: 'an engineer',
        musician: 'a musician',
      },
      place: {
        space: 'on a space station',
        hospital: 'in a bright hospital',
        kitchen: 'in a busy kitchen',
        laboratory: 'in a laboratory',
        studio: 'in an art studio',
        forest: 'in a green forest',
        city: 'in a colourful city',
        ocean: 'by the ocean',
      },
      style: {
        cartoon: 'cartoon style',
        watercolor: 'soft watercolour painting',
        clay: 'cute clay figure style',
        pixel: 'pixel art',
      },
    },
    compose: (w, idea) =>
      `A friendly cartoon character working as ${w.job} ${w.place}${idea ? `, ${idea}` : ''}. ${w.style}, cheerful, for children`,
  },
} as const satisfies Record<string, GuidedGenerator>;

/** A guided generator's name. */
export type GuidedGeneratorName = keyof typeof EDU_GENERATORS;
/** The generator names, in menu order. */
export const GUIDED_GENERATOR_NAMES = Object.keys(EDU_GENERATORS) as GuidedGeneratorName[];

/** Human name of a choice key for messages ('shape' → 'shape'). */
function choiceLabel(key: string): string {
  return key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
}

/**
 * Composes the prompt of a guided generator (docs/edu.md 'Guided
 * generators'): every choice must be one of its options, the idea (trimmed)
 * at most {@link EDU_IDEA_MAX} characters.
 * @returns `{ prompt }`, or `{ issue }` with 'Please choose a <choice>' /
 *   {@link EDU_MESSAGES}.ideaTooLong. The idea itself is not screened here:
 *   callers run {@link classroomPromptIssue} on the composed prompt.
 */
export function composeGuidedPrompt(
  generator: GuidedGeneratorName,
  choices: Readonly<Record<string, string>>,
  idea = '',
): { prompt: string } | { issue: ValidationIssue<'guided.choice' | 'guided.idea'> } {
  const spec: GuidedGenerator = EDU_GENERATORS[generator];
  const words: Record<string, string> = {};
  for (const [key, options] of Object.entries(spec.choices)) {
    const value = choices[key];
    const phrase = value === undefined ? undefined : options[value];
    if (phrase === undefined) return { issue: { code: 'guided.choice', message: `Please choose a ${choiceLabel(key)}` } };
    words[key] = phrase;
  }
  const cleanIdea = idea.trim().replace(/\s+/g, ' ');
  if ([...cleanIdea].length > EDU_IDEA_MAX) return { issue: { code: 'guided.idea', message: EDU_MESSAGES.ideaTooLong } };
  return { prompt: spec.compose(words, cleanIdea) };
}
