import { lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { drawnOnServer, hydrateDrawn } from '@aigc/store/testing';
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

    const container = drawnOnServer(page);
    // As the shell's start-up does around the hydration.
    setHydrating(true);
    const { errors, unmount } = await hydrateDrawn(container, page);
    setHydrating(false);
    expect(errors).toEqual([]);
    // The part's code arrives once the page is live.
    await expect.poll(() => container.querySelector('button')?.textContent).toBe('Continue on the website');
    expect(container.querySelector('.placeholder')).toBeNull();
    unmount();
  });
});
