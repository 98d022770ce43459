import { act, lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { setHydrating } from '@aigc/ui';
import { OnDemand } from './OnDemand';

const Part = lazy(async () => ({ default: () => <button type="button">Continue on the website</button> }));
const page = (
  <main>
    <OnDemand fallback={<span className="placeholder" />}>
      <Part />
    </OnDemand>
  </main>
);

describe('OnDemand (docs/architecture.md "Server rendering")', () => {
  it('is drawn by the server as its placeholder, hydrated as it, and replaced by the part once live', async () => {
    const html = renderToString(page);
    expect(html).toContain('placeholder');
    expect(html).not.toContain('Continue on the website');

    const { hydrateRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    container.innerHTML = html;
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    env.IS_REACT_ACT_ENVIRONMENT = true;
    const errors: unknown[] = [];
    setHydrating(true);
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: (e) => errors.push(e) }));
    setHydrating(false);
    await act(async () => {});
    expect(errors).toEqual([]);
    expect(container.querySelector('button')?.textContent).toBe('Continue on the website');
    expect(container.querySelector('.placeholder')).toBeNull();
    act(() => root.unmount());
    env.IS_REACT_ACT_ENVIRONMENT = false;
  });
});
