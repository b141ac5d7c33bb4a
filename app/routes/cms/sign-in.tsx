import { data, redirect } from 'react-router';
import { SignInForm } from '~/components/cms/sign-in-form';
import { safeRedirect } from '~/components/cms/redirect';
import { currentUser, noStore } from '~/loaders/cms.server';
import type { Route } from './+types/sign-in';

/** Someone already signed in goes straight on. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const to = safeRedirect(url.searchParams.get('redirectTo'));
  if (await currentUser(request, context)) throw redirect(to, { headers: noStore });
  const settings = await context.services.content.section('site/settings');
  return data({ to, logoText: settings.logoText }, { headers: noStore });
}

export const headers: Route.HeadersFunction = () => noStore;

export const meta: Route.MetaFunction = () => [
  { title: 'Sign In | CMS' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function SignIn({ loaderData }: Route.ComponentProps) {
  return <SignInForm to={loaderData.to} logoText={loaderData.logoText} />;
}
