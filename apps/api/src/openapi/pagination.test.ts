import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE } from '@aigc/domain';
import { startTestApp, type TestApp } from '../test/harness';
import { pageSizeCap } from './pagination';

/**
 * Pagination audit (docs/product.md §9): walks the server's own
 * OpenAPI document — every route the modules register — and asserts that
 * every list route is paginated with a bounded page size, and that the lists
 * docs/product.md §9 fixes at pageSize 1000 are capped at exactly that.
 */

type Json = Record<string, unknown>;
interface Param {
  name: string;
  in: string;
  schema?: Json;
}

/** Routes docs/product.md §9 fixes at pageSize 1000 (message, ticket, model and challenge lists). */
const SPEC_1000 = [
  /^\/aigc\/api\/ticket\/log$/,
  /^\/aigc\/api\/message\/(list|official\/list|trade\/list)$/,
  /^\/aigc\/api\/model\/selection$/,
  /^\/aigc\/api\/topic\/selection$/,
];

/**
 * Routes whose `data` is a plain array (or a page of one, sent whole) whose
 * length a rule bounds (not a user-growing list); each says what bounds it.
 */
const BOUNDED_ARRAYS: Record<string, string> = {
  'POST /aigc/api/generate/get_pending_jobs':
    "the caller's unfinished jobs: at most MAX_UNFINISHED_TASKS_PER_USER (domain), refused past it at submit",
  'POST /aigc/api/generate/generate-image': 'one item per uploaded file: at most POST_IMAGES_MAX (9) files per request',
  'GET /aigc/api/edu/classes': "a teacher's classes: at most EDU_CLASSES_MAX (30, domain), refused past it at creation",
  'GET /aigc/api/edu/classes/students': "one class's roster: at most EDU_CLASS_STUDENTS_MAX (60, domain), refused past it under the class lock",
  'GET /aigc/api/showcase': 'the curated official showcase: at most SHOWCASE_MAX (12, modules/showcase), refused past it when operators add',
  'GET /aigc/admin/showcase': 'the same showcase, for operators: at most SHOWCASE_MAX (12)',
  'POST /aigc/admin/showcase': 'the showcase after an add or a move: at most SHOWCASE_MAX (12)',
  'POST /aigc/admin/showcase/remove': 'the showcase after a removal: at most SHOWCASE_MAX (12)',
};

let t: TestApp;
let doc: Json;

beforeAll(async () => {
  t = await startTestApp();
  doc = t.app.swagger() as unknown as Json;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function deref(schema: unknown): Json | undefined {
  let s = schema as Json | undefined;
  for (let i = 0; i < 10 && s && typeof s.$ref === 'string'; i += 1) {
    const name = (s.$ref as string).replace('#/components/schemas/', '');
    s = ((doc.components as Json | undefined)?.schemas as Json | undefined)?.[name] as Json | undefined;
  }
  return s;
}

/** The `data` schema of a route's 200 envelope, if it has one. */
function dataSchema(op: Json): Json | undefined {
  const ok = (op.responses as Json | undefined)?.['200'] as Json | undefined;
  const content = ok?.content as Json | undefined;
  const body = deref((content?.['application/json'] as Json | undefined)?.schema);
  return deref((body?.properties as Json | undefined)?.data);
}

function isPage(data: Json | undefined): boolean {
  return Boolean(data && (data.properties as Json | undefined)?.dataList);
}

function isArray(data: Json | undefined): boolean {
  if (!data) return false;
  if (data.type === 'array') return true;
  const any = (data.anyOf ?? data.oneOf) as Json[] | undefined;
  return Boolean(any?.some((s) => deref(s)?.type === 'array'));
}

interface ListRoute {
  route: string;
  kind: 'page' | 'array';
  params: Param[];
}

function listRoutes(): ListRoute[] {
  const out: ListRoute[] = [];
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    for (const [method, op] of Object.entries(item as Json)) {
      const data = dataSchema(op as Json);
      const kind = isPage(data) ? 'page' : isArray(data) ? 'array' : null;
      if (!kind) continue;
      out.push({ route: `${method.toUpperCase()} ${path}`, kind, params: ((op as Json).parameters ?? []) as Param[] });
    }
  }
  return out;
}

describe('pagination audit (docs/product.md §9)', () => {
  it('finds the list routes in the OpenAPI document', () => {
    const routes = listRoutes().map((r) => r.route);
    // The walking skeleton's lists: if these are not found, the walk is broken.
    expect(routes).toEqual(expect.arrayContaining(['GET /aigc/api/topic/content/list', 'GET /aigc/api/topic/selection']));
  });

  it('every list route takes a page size with a maximum (no unbounded list)', () => {
    const problems: string[] = [];
    for (const r of listRoutes()) {
      if (BOUNDED_ARRAYS[r.route]) continue;
      if (r.kind === 'array') {
        problems.push(`${r.route}: returns a bare array; return Page<T> with pageQuery()`);
        continue;
      }
      const cap = pageSizeCap(r.params);
      if (cap === null) problems.push(`${r.route}: no pageSize/limit query parameter with a maximum`);
      else if (cap > LIST_PAGE_SIZE) problems.push(`${r.route}: page size maximum ${cap} > ${LIST_PAGE_SIZE}`);
    }
    expect(problems).toEqual([]);
  });

  it('the lists docs/product.md §9 fixes at pageSize 1000 accept 1000 and are capped there', () => {
    const fixed = listRoutes().filter((r) => r.route.startsWith('GET ') && SPEC_1000.some((re) => re.test(r.route.slice(4))));
    expect(fixed.length).toBeGreaterThan(0);
    for (const r of fixed) expect(pageSizeCap(r.params), r.route).toBe(LIST_PAGE_SIZE);
  });

  it('the server refuses a page size over the cap (validated at the edge)', async () => {
    const res = await t.call<{ code: number }>('GET', '/aigc/api/topic/selection', {
      query: { page: '1', pageSize: String(LIST_PAGE_SIZE + 1) },
    });
    expect(res.body.code).toBe(400);
    const feed = await t.call<{ code: number }>('GET', '/aigc/api/topic/content/list', { query: { pageSize: '100000' } });
    expect(feed.body.code).toBe(400);
  });
});
