import { data, Form, Link, useNavigation } from 'react-router';
import { PageBanner } from '~/components/ui/page-banner';
import type { Route } from './+types/unsubscribe';

const tokenOf = (url: URL) => url.searchParams.get('token') ?? '';
const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * The unsubscribe link of every newsletter e-mail, no sign-in needed. Opening it asks first (a
 * mail scanner opening it must not unsubscribe anyone); a POST unsubscribes, whatever it
 * carries: the page's button, or a mail provider's one-click unsubscribe (RFC 8058, body
 * `List-Unsubscribe=One-Click`, sent without cookies from the provider's servers; the public
 * write guard does not meter it).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const state = await context.services.newsletter.linkState(tokenOf(url));
  return data({ token: tokenOf(url), known: state !== 'unknown' }, { headers: noStore });
}

export async function action({ context, url }: Route.ActionArgs) {
  return data(
    { unsubscribed: await context.services.newsletter.unsubscribe(tokenOf(url)) },
    { headers: noStore },
  );
}

export const headers: Route.HeadersFunction = () => noStore;

export const meta = () => [{ title: 'Unsubscribe' }, { name: 'robots', content: 'noindex' }];

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <PageBanner title="Unsubscribe" />
      <div className="content-width py-12">
        {actionData?.unsubscribed ? (
          <p role="status" className="mb-6 text-lg">
            You are unsubscribed. You will not receive our newsletter any more.
          </p>
        ) : loaderData.known && !actionData ? (
          <Form
            method="post"
            action={`/newsletter/unsubscribe?token=${encodeURIComponent(loaderData.token)}`}
            className="mb-6 space-y-4"
          >
            <p className="text-lg">
              Press the button to stop receiving our newsletter at this address.
            </p>
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <button type="submit" className="btn-primary" disabled={busy}>
              Unsubscribe
            </button>
          </Form>
        ) : (
          <p role="status" className="mb-6 text-lg">
            This link has already been used, or is not valid. If you still receive our newsletter,
            reply to it and we will remove you.
          </p>
        )}
        <Link to="/" className="font-semibold text-brand-700 underline">
          Go to the home page
        </Link>
      </div>
    </>
  );
}
