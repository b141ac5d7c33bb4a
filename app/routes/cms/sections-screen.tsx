import { data } from 'react-router';
import type { CmsScreen } from '../../../content/section';
import { ScreenHeading, SectionList } from '~/components/cms/screen-page';
import { noStore, requireUser, screenSections } from '~/loaders/cms.server';
import type { Route } from './+types/sections-screen';

/** Screens that are only registry sections, by their path under /cms. */
const screens: Record<string, { title: string; intro: string; screen: CmsScreen }> = {
  about: {
    title: 'About',
    intro: 'The who-we-are page: banner, introduction, values, vision and mission.',
    screen: 'about',
  },
  services: {
    title: 'Services',
    intro:
      'The services page. The service texts themselves are on the Home screen, as the home page shows them too.',
    screen: 'services',
  },
  industries: {
    title: 'Industries',
    intro: 'The industries we serve, their pages and the product catalogue per industry.',
    screen: 'industries',
  },
  leadership: {
    title: 'Leadership',
    intro: 'The leadership page and its members.',
    screen: 'leadership',
  },
};

const screenOf = (request: Request) => {
  const name = new URL(request.url).pathname.split('/').filter(Boolean)[1] ?? '';
  const screen = screens[name];
  if (!screen) throw new Response('Not Found', { status: 404 });
  return screen;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { title, intro, screen } = screenOf(request);
  const sections = await screenSections(context, [screen]);
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
