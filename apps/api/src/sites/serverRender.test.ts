import { describe, expect, it } from 'vitest';
import { pageStylesheets, type ClientManifests } from './serverRender';

/** A client build's manifests as Vite writes them for an app under apps/edu: keys relative to the app's directory. */
const BUILD: ClientManifests = {
  manifest: {
    'index.html': { file: 'assets/index-a.js', isEntry: true, css: ['assets/index-a.css'], imports: ['_shared-b.js'] },
    '_shared-b.js': { file: 'assets/shared-b.js', css: ['assets/shared-b.css'] },
    'src/pages/HomePage.tsx': { file: 'assets/HomePage-c.js', css: ['assets/HomePage-c.css'], imports: ['_shared-b.js', '_cards-d.js'] },
    '_cards-d.js': { file: 'assets/cards-d.js', css: ['assets/cards-d.css'] },
    'src/index.ts': { file: 'assets/own-index-e.js', css: ['assets/own-index-e.css'] },
    '../../packages/community/src/pages/feeds.ts': { file: 'assets/feeds-f.js', css: ['assets/feeds-f.css'] },
    '_generator-g.js': { file: 'assets/generator-g.js', css: ['assets/generator-g.css'] },
  },
  ssrManifest: {
    '../../packages/generator/src/index.ts': ['/assets/generator-g.js', '/assets/generator-g.css'],
  },
};

describe('pageStylesheets (the stylesheets a drawn page links)', () => {
  it("finds the app's own page module and the chunks it imports, less the entry's", () => {
    expect(pageStylesheets(BUILD, 'apps/edu', 'apps/edu/src/pages/HomePage.tsx')).toEqual(['/assets/HomePage-c.css', '/assets/cards-d.css']);
  });

  it("finds a package's page module, by its own key or by the shared chunk the SSR manifest names", () => {
    expect(pageStylesheets(BUILD, 'apps/edu', 'packages/community/src/pages/feeds.ts')).toEqual(['/assets/feeds-f.css']);
    expect(pageStylesheets(BUILD, 'apps/edu', 'packages/generator/src/index.ts')).toEqual(['/assets/generator-g.css']);
  });

  it('compares whole paths: a module of the same name elsewhere is not the page', () => {
    expect(pageStylesheets(BUILD, 'apps/edu', 'packages/x/src/index.ts')).toEqual([]);
    expect(pageStylesheets(BUILD, 'apps/main-intl', 'apps/edu/src/pages/HomePage.tsx')).toEqual([]);
  });
});
