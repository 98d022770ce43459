import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '.');
const css = (name: string) => readFileSync(join(dir, name), 'utf8');

/** The numeric value of a `--ui-z-*` token in tokens.css. */
function layer(name: string): number {
  const m = new RegExp(`--ui-z-${name}:\\s*(\\d+);`).exec(css('tokens.css'));
  if (!m) throw new Error(`--ui-z-${name} missing`);
  return Number(m[1]);
}

describe('popup layers (docs/product.md: popups stack from z-index 2000)', () => {
  it('dialogs sit on the base layer 2000, menus, progress and toasts above them in that order', () => {
    expect(layer('dialog')).toBe(2000);
    expect(layer('dialog')).toBeLessThan(layer('menu'));
    expect(layer('menu')).toBeLessThan(layer('progress'));
    expect(layer('progress')).toBeLessThan(layer('toast'));
  });

  it('every z-index of the design system takes its layer from a token', () => {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.css') && f !== 'tokens.css')) {
      for (const [, value] of css(file).matchAll(/z-index:\s*([^;]+);/g)) expect(value, file).toMatch(/var\(--ui-z-/);
    }
  });
});
