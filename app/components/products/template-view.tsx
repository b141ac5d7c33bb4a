import type { ComponentType } from 'react';

/**
 * Draws a page's data with the view its template names, from a registry of views keyed by
 * template (docs/decisions/0013).
 */
export function TemplateView<P extends { template: string; view: object }>({
  views,
  page,
}: {
  views: Record<P['template'], unknown>;
  page: P;
}) {
  // `page.template` names the view its own `page.view` was made for; TypeScript cannot follow
  // that pairing through the lookup, so the view is read as taking this page's data.
  const View = views[page.template as P['template']] as ComponentType<P['view']>;
  return <View {...page.view} />;
}
