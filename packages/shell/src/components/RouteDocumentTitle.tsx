import { useEffect, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMatches } from 'react-router';
import { useRouteDocumentTitle } from '@aigc/ui';
import { useShellConfig } from '../config';

/**
 * Names the document after the current route (docs/architecture.md
 * 'Document titles'): the edition's `routeTitles` (loaded once, on demand)
 * give the page name of the deepest matched route by its path pattern (the
 * route id, `buildRoutes`), translated into the active language; the title is
 * `'<name> · <brand>'`, or the brand alone for a route without a name. A
 * page that names itself (`useDocumentTitle`) wins while it is shown.
 * Renders nothing.
 */
export function RouteDocumentTitle() {
  const { brandName, routeTitles } = useShellConfig();
  const { i18n } = useLingui();
  const matches = useMatches();
  const [titles, setTitles] = useState<Readonly<Record<string, MessageDescriptor>> | null>(null);
  useEffect(() => {
    let live = true;
    routeTitles?.().then(
      (loaded) => live && setTitles(loaded),
      () => {}, // a lost chunk leaves the brand alone in the title
    );
    return () => {
      live = false;
    };
  }, [routeTitles]);
  const id = matches.at(-1)?.id;
  const descriptor = id ? titles?.[id] : undefined;
  useRouteDocumentTitle(descriptor ? i18n._(descriptor) : undefined, brandName);
  return null;
}
