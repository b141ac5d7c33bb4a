import { useRouteLoaderData } from 'react-router';
import { SiteMenu } from '~/components/layout/site-menu';
import type { RootData } from '~/loaders/root.server';
import { pageMeta } from '~/seo';
import type { Route } from './+types/menu';

/**
 * /menu: every page of the menu, where the header's menu button leads on a phone before (or
 * without) JavaScript. The menu itself is the root loader's.
 */
export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { title: 'Menu', description: 'Every page of the site, by section.' });

export default function Menu() {
  const root = useRouteLoaderData<RootData>('root');
  return (
    <div className="content-width py-10">
      <h1 className="section-heading mb-6">Menu</h1>
      {root && <SiteMenu items={root.menu} />}
    </div>
  );
}
