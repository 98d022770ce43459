import { render } from '@testing-library/react';
import { Activity } from 'react';
import { describe, expect, it } from 'vitest';
import { composeDocumentTitle, useDocumentTitle, useRouteDocumentTitle } from './useDocumentTitle';

function Shell({ route, children }: { route?: string; children?: React.ReactNode }) {
  useRouteDocumentTitle(route, 'Makeable');
  return <>{children}</>;
}
function Page({ name }: { name?: string }) {
  useDocumentTitle(name);
  return null;
}

describe('document title', () => {
  it('composes page · brand, the brand alone without a page', () => {
    expect(composeDocumentTitle('首页', '智造')).toBe('首页 · 智造');
    expect(composeDocumentTitle('  ', '智造')).toBe('智造');
    expect(composeDocumentTitle(undefined, 'Makeable')).toBe('Makeable');
  });

  it("names the route, a page's own name wins while it is shown, and the route's comes back after", () => {
    const view = render(<Shell route="Challenge" />);
    expect(document.title).toBe('Challenge · Makeable');
    view.rerender(
      <Shell route="Challenge">
        <Page />
      </Shell>,
    );
    expect(document.title).toBe('Challenge · Makeable');
    view.rerender(
      <Shell route="Challenge">
        <Page name="Moonlight Jewelry" />
      </Shell>,
    );
    expect(document.title).toBe('Moonlight Jewelry · Makeable');
    view.rerender(
      <Shell route="Challenge">
        <Activity mode="hidden">
          <Page name="Moonlight Jewelry" />
        </Activity>
      </Shell>,
    );
    expect(document.title).toBe('Challenge · Makeable');
    view.rerender(<Shell route="All activities" />);
    expect(document.title).toBe('All activities · Makeable');
    view.unmount();
  });
});
