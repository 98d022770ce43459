// Compiles the server for production (docs/architecture.md 'Running the
// server'): `dist/main.js`, one ES module bundle of `src/main.ts` with the
// workspace packages (`@aigc/*`, TypeScript sources) inlined and every npm
// package left to Node's resolution (native addons such as sharp and argon2,
// WASM assets, worker files stay where their packages put them). `npm start`
// runs it with plain Node: no TypeScript compiler at start-up.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = resolve(apiRoot, 'dist');

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

/** Bundles our own code (relative paths and `@aigc/*`); every other bare import stays an import. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@aigc/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
await build({
  absWorkingDir: apiRoot,
  entryPoints: { main: 'src/main.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  // Keeps class and function names in logs and error stacks.
  keepNames: true,
  plugins: [externalNpmPackages],
  logLevel: 'warning',
});
// Loaded by URL relative to the module that starts it (`new URL('./cvWorker.mjs', import.meta.url)`).
copyFileSync(resolve(apiRoot, 'src/engine/cvWorker.mjs'), resolve(outdir, 'cvWorker.mjs'));
// Read by URL relative to the bundle (`isCommonPassword`).
copyFileSync(resolve(apiRoot, 'src/modules/auth/common-passwords.txt'), resolve(outdir, 'common-passwords.txt'));
console.log(`server compiled to ${outdir}/main.js in ${Date.now() - started} ms`);
