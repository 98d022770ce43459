#!/usr/bin/env node
/**
 * Generates src/schema.gen.ts from the server's OpenAPI document
 * (apps/api/openapi.json) with openapi-typescript, formatted with the repo's
 * Prettier config so the output is byte-for-byte deterministic.
 *
 *   node scripts/generate.mjs          write src/schema.gen.ts
 *   node scripts/generate.mjs --check  regenerate in memory; exit 1 when the
 *                                      committed file differs (CI / `test`)
 */
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import * as prettier from 'prettier';

const specUrl = new URL('../../../apps/api/openapi.json', import.meta.url);
const outUrl = new URL('../src/schema.gen.ts', import.meta.url);
const specPath = fileURLToPath(specUrl);
const outPath = fileURLToPath(outUrl);
const check = process.argv.includes('--check');

const HEADER = `/**
 * GENERATED FILE — do not edit by hand.
 * Source: apps/api/openapi.json (written by the server from its zod route schemas).
 * Regenerate: pnpm --filter @aigc/api-client generate
 */

`;

async function generate() {
  const document = JSON.parse(await readFile(specPath, 'utf8'));
  const ast = await openapiTS(document, {
    alphabetize: true,
    immutable: false,
    // A file part of a multipart form (`format: binary`) is a Blob in the browser's FormData.
    transform: (schema) =>
      schema.format === 'binary' ? ts.factory.createTypeReferenceNode('Blob') : undefined,
  });
  const source = HEADER + astToString(ast);
  const options = (await prettier.resolveConfig(outPath)) ?? {};
  return prettier.format(source, { ...options, filepath: outPath });
}

if (!existsSync(specPath)) {
  console.error(
    `api-client: ${specPath} is missing (the server writes it: pnpm --filter @aigc/api build).`,
  );
  process.exit(1);
}

const generated = await generate();
if (check) {
  const committed = existsSync(outPath) ? await readFile(outPath, 'utf8') : '';
  if (committed !== generated) {
    console.error(
      'api-client: src/schema.gen.ts is stale — it differs from what apps/api/openapi.json generates.\n' +
        'Run `pnpm --filter @aigc/api-client generate` and commit the result.',
    );
    process.exit(1);
  }
  console.log('api-client: src/schema.gen.ts is up to date.');
} else {
  await writeFile(outPath, generated);
  console.log(`api-client: wrote ${outPath}`);
}
