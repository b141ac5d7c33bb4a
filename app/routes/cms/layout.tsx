import { data, isRouteErrorResponse, Link, Outlet } from 'react-router';
import { PasswordPrompt } from '~/components/cms/password-prompt';
import { CmsShell } from '~/components/cms/shell/cms-shell';
import { noStore, requireUser } from '~/loaders/cms.server';
import type { Route } from './+types/layout';

/** The guard: every /cms screen but sign-in needs a session; nothing here is cached. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const [user, settings] = await Promise.all([
    requireUser(request, context, url),
    context.services.content.section('site/settings'),
  ]);
  const newEnquiries = await context.services.enquiries.countNew();
  return data(
    {
      user: { username: user.username, role: user.role },
      logoText: settings.logoText,
      newEnquiries,
    },
    { headers: noStore },
  );
}

export const headers: Route.HeadersFunction = () => noStore;

export const meta: Route.MetaFunction = () => [
  { title: 'CMS' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function CmsLayout({ loaderData }: Route.ComponentProps) {
  return (
    <CmsShell
      logoText={loaderData.logoText}
      user={loaderData.user}
      newEnquiries={loaderData.newEnquiries}
    >
      <Outlet />
      {/* Sudo mode: asks for the password again when an action needs it (decision 0040). */}
      <PasswordPrompt />
    </CmsShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="mb-3 text-2xl font-bold text-brand-900">This screen could not be shown</h1>
      <p className="text-slate-700">
        {status === 404
          ? 'There is no such screen in the CMS.'
          : 'Something went wrong while loading it. Please try again in a moment.'}
      </p>
      <p className="mt-6">
        <Link to="/cms" className="font-semibold text-brand-700 underline">
          Back to the CMS
        </Link>
      </p>
    </main>
  );
}
