import { data } from 'react-router';
import { ScreenHeading, SectionList } from '~/components/cms/screen-page';
import { cmsScreens } from '~/components/cms/shell/screens';
import { noStore, requireUser, screenSections } from '~/loaders/cms.server';
import type { Route } from './+types/sections-screen';

/** The screen of the list at this URL: the screens that are only registry sections share this module. */
const screenOf = (url: URL) => {
  const path = url.pathname.split('/').filter(Boolean)[1] ?? '';
  const screen = cmsScreens.find((s) => s.path === path && s.module === 'sections-screen.tsx');
  if (!screen) throw new Response('Not Found', { status: 404 });
  return screen;
};

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireUser(request, context, url);
  const { title, intro = '', edits = [] } = screenOf(url);
  const sections = await screenSections(context, edits);
  return data({ title, intro, sections }, { headers: noStore });
}

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `${d?.title ?? 'CMS'} | CMS` }];

export default function SectionsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeading title={loaderData.title} intro={loaderData.intro} />
      <SectionList key={loaderData.title} sections={loaderData.sections} />
    </>
  );
}
