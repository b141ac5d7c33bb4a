import { data } from 'react-router';
import { ScreenHeading } from '~/components/cms/screen-heading';
import { Accounts } from '~/components/cms/settings/accounts';
import { Backups } from '~/components/cms/settings/backups';
import { ChangePasswordForm } from '~/components/cms/settings/change-password-form';
import { TwoFactor } from '~/components/cms/settings/two-factor';
import { noStore, requireSession } from '~/loaders/cms.server';
import type { Route } from './+types/settings';
import { screenHead } from '~/components/cms/shell/screens';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireSession(request, context);
  const { auth } = context.services;
  const superAdmin = session.role === 'super admin';
  return data(
    {
      username: session.username,
      superAdmin,
      users: superAdmin ? await auth.listUsers() : [],
      security: superAdmin ? await auth.security() : { requireTotp: false },
      mustEnrol: session.mustEnrol,
      totp: await auth.totpStatus(session),
    },
    { headers: noStore },
  );
}

const head = screenHead('settings');

export const meta: Route.MetaFunction = head.meta;

export default function CmsSettings({ loaderData }: Route.ComponentProps) {
  const { username, superAdmin, users, security, mustEnrol, totp } = loaderData;
  return (
    <>
      <ScreenHeading title={head.heading} />
      <div className="mb-6">
        <TwoFactor status={totp} mustEnrol={mustEnrol} />
      </div>
      {mustEnrol ? null : superAdmin ? (
        <div className="space-y-6">
          <Accounts users={users} me={username} security={security} meHasTotp={totp.enabled} />
          <Backups />
        </div>
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
