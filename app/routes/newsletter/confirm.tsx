import { data } from 'react-router';
import { LinkButtonForm, LinkOutcome, LinkPage } from '~/components/newsletter/link-page';
import { noStore, tokenOf } from '~/loaders/newsletter-link.server';
import type { Route } from './+types/confirm';

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
  const state = actionData?.outcome ?? loaderData.state;
  return (
    <LinkPage title="Confirm your subscription">
      {state === 'pending' ? (
        <LinkButtonForm
          action={`/newsletter/confirm?token=${encodeURIComponent(loaderData.token)}`}
          prompt="Press the button to confirm that you want to receive our newsletter at this address."
          label="Confirm my subscription"
        />
      ) : (
        <LinkOutcome>
          {state === 'confirmed'
            ? 'Thank you: you are subscribed to our newsletter. Every e-mail we send you has a link to unsubscribe.'
            : 'This link is not valid, or it has expired: a sign-up that is not confirmed within a few days is deleted. To subscribe, sign up again with the form at the bottom of the home page.'}
        </LinkOutcome>
      )}
    </LinkPage>
  );
}
