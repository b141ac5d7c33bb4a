import { data } from 'react-router';
import { ScreenHeading } from '~/components/cms/screen-heading';
import { Accounts } from '~/components/cms/settings/accounts';
import { ChangePasswordForm } from '~/components/cms/settings/change-password-form';
import { noStore, requireUser } from '~/loaders/cms.server';
import type { Route } from './+types/settings';
import { screenHead } from '~/components/cms/shell/screens';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const superAdmin = user.role === 'super admin';
  const users = superAdmin ? await context.services.auth.listUsers() : [];
  return data({ username: user.username, superAdmin, users }, { headers: noStore });
}

const head = screenHead('settings');

export const meta: Route.MetaFunction = head.meta;

export default function CmsSettings({ loaderData }: Route.ComponentProps) {
  const { username, superAdmin, users } = loaderData;
  return (
    <>
      <ScreenHeading title={head.heading} />
      {superAdmin ? (
        <Accounts users={users} me={username} />
      ) : (
        <div className="space-y-6">
          <p className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
            Only super admin is allowed to this route. Thanks for your understanding :)
          </p>
          <ChangePasswordForm username={username} self />
        </div>
      )}
    </>
  );
}
