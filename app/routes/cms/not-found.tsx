import { data, Link } from 'react-router';
import { ScreenHeading } from '~/components/cms/screen-heading';
import { noStore, requireUser } from '~/loaders/cms.server';
import type { Route } from './+types/not-found';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireUser(request, context, url);
  return data(null, { status: 404, headers: noStore });
}

export default function CmsNotFound() {
  return (
    <>
      <ScreenHeading title="Not Found" intro="There is no such screen in the CMS." />
      <Link to="/cms" className="font-semibold text-brand-700 underline">
        Go to the Home editor
      </Link>
    </>
  );
}
