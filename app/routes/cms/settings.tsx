import { data, Link } from 'react-router';
import { ACTIVITY_PATH } from '~/components/cms/activity/activity-address';
import { PERSONAL_DATA_PATH } from '~/components/cms/personal-data/personal-data-address';
import { SEARCH_SETTINGS_PATH } from '~/components/cms/insights/paths';
import { ScreenHeading } from '~/components/cms/screen-heading';
import { Accounts } from '~/components/cms/settings/accounts';
import { Backups } from '~/components/cms/settings/backups';
import { ChangePasswordForm } from '~/components/cms/settings/change-password-form';
import { SuperAdminOnly } from '~/components/cms/settings/super-admin-only';
import { TwoFactor } from '~/components/cms/settings/two-factor';
import { noStore, requireSession } from '~/loaders/cms.server';
import type { Route } from './+types/settings';
import { screenHead } from '~/components/cms/shell/screens';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const session = await requireSession(request, context, url);
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
      {mustEnrol ? null : (
        // Everyone reads the retention periods; only the super admin changes them there.
        <p className="mb-6 rounded-lg bg-white p-4 ring-1 ring-slate-200">
          <Link to={PERSONAL_DATA_PATH} className="font-semibold text-brand-700 underline">
            Personal data
          </Link>
          : how long enquiries, CVs, sign-ups and addresses are kept, and finding a person’s data.
        </p>
      )}
      {mustEnrol ? null : (
        <p className="mb-6 rounded-lg bg-white p-4 ring-1 ring-slate-200">
          <Link to={SEARCH_SETTINGS_PATH} className="font-semibold text-brand-700 underline">
            Search
          </Link>
          : synonyms the site search treats as one word (“explosion proof, ex, atex”).
        </p>
      )}
      {mustEnrol ? null : superAdmin ? (
        <>
          <p className="mb-6 rounded-lg bg-white p-4 ring-1 ring-slate-200">
            <Link to={ACTIVITY_PATH} className="font-semibold text-brand-700 underline">
              Activity
            </Link>
            : who changed what and when, and every sign-in and failed sign-in.
          </p>
          <div className="space-y-6">
            <Accounts users={users} me={username} security={security} meHasTotp={totp.enabled} />
            <Backups />
          </div>
        </>
      ) : (
        <div className="space-y-6">
          <SuperAdminOnly />
          <ChangePasswordForm username={username} self />
        </div>
      )}
    </>
  );
}
