import { data, useRevalidator } from 'react-router';
import { useAnnounce } from '~/components/cms/announcer';
import { apiJson } from '~/components/cms/api';
import { formatDate } from '~/components/cms/inbox/labels';
import { ScreenHeading } from '~/components/cms/screen-heading';
import { screenHead } from '~/components/cms/shell/screens';
import { btn, card } from '~/components/cms/styles';
import { noStore, requireSession } from '~/loaders/cms.server';
import type { Route } from './+types/sessions';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const session = await requireSession(request, context, url);
  return data({ sessions: await context.services.auth.sessions(session) }, { headers: noStore });
}

export const headers: Route.HeadersFunction = () => noStore;
const head = screenHead('sessions');

export const meta: Route.MetaFunction = head.meta;

/** Where the signed-in user is signed in, and a way to sign any of those browsers out. */
export default function Sessions({ loaderData: { sessions } }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  const announce = useAnnounce();

  const end = async (id: string, device: string) => {
    const result = await apiJson('DELETE', `/auth/sessions/${id}`);
    if (!result.ok) announce(`The session was not ended: ${result.error.message}`, 'error');
    else announce(`${device} is signed out.`);
    await revalidate();
  };
  const endOthers = async () => {
    const result = await apiJson('POST', '/auth/sessions/end-others');
    if (!result.ok) announce(`Other sessions were not ended: ${result.error.message}`, 'error');
    else announce('Every other browser is signed out.');
    await revalidate();
  };

  return (
    <>
      <ScreenHeading
        title={head.heading}
        intro="Every browser where your account is signed in. If you do not recognise one, end it and change your password."
      />
      <section aria-labelledby="sessions-title" className={card}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="sessions-title" className="text-xl font-bold text-brand-900">
            Signed in on {sessions.length} {sessions.length === 1 ? 'browser' : 'browsers'}
          </h2>
          {sessions.length > 1 && (
            <button type="button" className={btn.secondary} onClick={() => void endOthers()}>
              Sign out everywhere else
            </button>
          )}
        </div>
        <ul aria-labelledby="sessions-title" className="divide-y divide-slate-200">
          {sessions.map((s) => (
            <li key={s._id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-brand-900">
                  {s.device}
                  {s.current && <span className="font-normal"> (this browser)</span>}
                </p>
                <p className="text-sm text-slate-700">
                  {s.address || 'Unknown address'} · signed in {formatDate(s.createdAt)} · last seen{' '}
                  {formatDate(s.lastSeenAt)}
                </p>
              </div>
              {!s.current && (
                <button
                  type="button"
                  className={btn.secondary}
                  aria-label={`End the session on ${s.device} from ${s.address || 'an unknown address'}`}
                  onClick={() => void end(s._id, s.device)}
                >
                  End session
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
