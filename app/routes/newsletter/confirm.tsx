import { data, Form, Link, useNavigation } from 'react-router';
import { PageBanner } from '~/components/ui/page-banner';
import type { Route } from './+types/confirm';

const tokenOf = (url: URL) => url.searchParams.get('token') ?? '';
const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * The link of the confirmation e-mail. Opening it changes nothing: it shows a button that
 * posts. Mail scanners and link previews open links in e-mails by themselves, and a sign-up
 * they confirmed would be consent nobody gave.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const token = tokenOf(url);
  return data(
    { token, state: await context.services.newsletter.linkState(token) },
    { headers: noStore },
  );
}

export async function action({ context, url }: Route.ActionArgs) {
  return data(
    { outcome: await context.services.newsletter.confirm(tokenOf(url)) },
    { headers: noStore },
  );
}

export const headers: Route.HeadersFunction = () => noStore;

export const meta = () => [
  { title: 'Confirm your subscription' },
  { name: 'robots', content: 'noindex' },
];

export default function Confirm({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const state = actionData?.outcome ?? loaderData.state;
  return (
    <>
      <PageBanner title="Confirm your subscription" />
      <div className="content-width py-12">
        {state === 'pending' ? (
          <Form
            method="post"
            action={`/newsletter/confirm?token=${encodeURIComponent(loaderData.token)}`}
            className="mb-6 space-y-4"
          >
            <p className="text-lg">
              Press the button to confirm that you want to receive our newsletter at this address.
            </p>
            <button type="submit" className="btn-primary" disabled={busy}>
              Confirm my subscription
            </button>
          </Form>
        ) : (
          <p role="status" className="mb-6 text-lg">
            {state === 'confirmed'
              ? 'Thank you: you are subscribed to our newsletter. Every e-mail we send you has a link to unsubscribe.'
              : 'This link is not valid, or it has expired: a sign-up that is not confirmed within a few days is deleted. To subscribe, sign up again with the form at the bottom of the home page.'}
          </p>
        )}
        <Link to="/" className="font-semibold text-brand-700 underline">
          Go to the home page
        </Link>
      </div>
    </>
  );
}
