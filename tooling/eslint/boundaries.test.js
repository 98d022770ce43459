// Run with `node --test` (the package's `test` script): lints small sources
// with the real base config and checks that deep imports fail.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const cwd = fileURLToPath(new URL('.', import.meta.url));
const eslint = new ESLint({ cwd, overrideConfigFile: fileURLToPath(new URL('./base.js', import.meta.url)) });

/** Rule ids reported for `code` as if it were the file at `filePath` (relative to a package root). */
async function problems(code, filePath) {
  const [result] = await eslint.lintText(code, { filePath: `${cwd}${filePath}` });
  return result.messages.map((m) => m.ruleId);
}

const restricted = ['no-restricted-imports'];

test('a package is entered through its door, not its src/ files', async () => {
  assert.deepEqual(await problems("export { x } from '@aigc/store/src/baseQuery';\n", 'src/a.ts'), restricted);
  assert.deepEqual(await problems("export { x } from '@aigc/store';\n", 'src/a.ts'), []);
  assert.deepEqual(await problems("export { x } from '@aigc/store/testing';\n", 'src/a.ts'), []);
});

test('no relative path into packages/ or apps/', async () => {
  assert.deepEqual(await problems("export { x } from '../../packages/ui/src/Button';\n", 'src/a.ts'), restricted);
  assert.deepEqual(await problems("export { x } from '../../../apps/api/src/env';\n", 'src/deep/a.ts'), restricted);
});

test('a server module enters another module only through its index.ts', async () => {
  const inModule = 'src/modules/follows/routes.ts';
  assert.deepEqual(await problems("export { x } from '../users/queries';\n", inModule), restricted);
  assert.deepEqual(await problems("export { x } from '../users';\n", inModule), []);
  assert.deepEqual(await problems("export { x } from './queries';\n", inModule), []);
  assert.deepEqual(await problems("export { x } from '../../lib/errors';\n", inModule), []);
  assert.deepEqual(await problems("export { x } from '../../shared/author';\n", inModule), restricted);
  assert.deepEqual(await problems("export { x } from '../../shared';\n", inModule), []);
  const deeper = 'src/modules/generate/tools/kontext.ts';
  assert.deepEqual(await problems("export { x } from '../../users/queries';\n", deeper), restricted);
  assert.deepEqual(await problems("export { x } from '../service';\n", deeper), []);
});

test('the rest of the server uses module doors too', async () => {
  assert.deepEqual(await problems("export { x } from '../modules/users/queries';\n", 'src/seed/seed.ts'), restricted);
  assert.deepEqual(await problems("export { x } from '../modules/users';\n", 'src/seed/seed.ts'), []);
  assert.deepEqual(await problems("export { x } from './modules/users/routes';\n", 'src/app.ts'), restricted);
  assert.deepEqual(await problems("export { x } from '../modules/users/queries';\n", 'src/shared/author.ts'), restricted);
});
