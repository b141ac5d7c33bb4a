import { FamilyTemplateView } from '~/components/products/family-template';
import { familyTemplatePage } from '~/loaders/family-templates.server';
import { catalogueMeta } from '~/seo';
import type { Route } from './+types/family';

/**
 * Every family's page, `/products/<family>`: the catalogue's family record, drawn by the
 * landing layout it names. An earlier address of a family answers 301.
 */
export const loader = ({ context, params, url }: Route.LoaderArgs) =>
  familyTemplatePage(context, params.family, url);

export const meta = (args: Route.MetaArgs) => catalogueMeta(args);

export default function Family({ loaderData }: Route.ComponentProps) {
  return <FamilyTemplateView page={loaderData} />;
}
