import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../app';
import { createDb } from '../db/client';
import { apiRoot } from '../env';

/** Recursively sorts object keys so the document is byte-stable. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/**
 * Drops `components.schemas` entries nothing refers to (fastify-type-provider-zod
 * emits an `XInput` twin of every registered schema, used or not).
 */
export function pruneUnusedSchemas(doc: Record<string, unknown>): Record<string, unknown> {
  const components = doc.components as { schemas?: Record<string, unknown> } | undefined;
  const schemas = components?.schemas;
  if (!schemas) return doc;
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) {
        const name = v.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(v);
    }
  };
  visit({ ...doc, components: { ...components, schemas: {} } });
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...doc, components: { ...components, schemas: kept } };
}

/**
 * Builds the app on an in-memory PGlite (no listen) and returns its OpenAPI
 * 3.1 document with sorted keys.
 */
export async function buildOpenApiDocument(): Promise<unknown> {
  const dataDir = mkdtempSync(join(tmpdir(), 'aigc-openapi-'));
  const handle = await createDb({ inMemory: true });
  try {
    const app = await buildApp({ db: handle.db, config: { dataDir, smtpUrl: undefined, webRoot: undefined, nodeEnv: 'test' } });
    await app.ready();
    const doc = sortKeys(pruneUnusedSchemas(app.swagger() as unknown as Record<string, unknown>));
    await app.close();
    return doc;
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename);
if (isMain) {
  const out = resolve(apiRoot, 'openapi.json');
  const doc = await buildOpenApiDocument();
  writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
  console.log(`wrote ${out}`);
}
