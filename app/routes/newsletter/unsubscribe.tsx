import { data } from 'react-router';
import { LinkButtonForm, LinkOutcome, LinkPage } from '~/components/newsletter/link-page';
import { noStore, tokenOf } from '~/loaders/newsletter-link.server';
import type { Route } from './+types/unsubscribe';

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
  return (
    <LinkPage title="Unsubscribe">
      {actionData?.unsubscribed ? (
        <LinkOutcome>
          You are unsubscribed. You will not receive our newsletter any more.
        </LinkOutcome>
      ) : loaderData.known && !actionData ? (
        <LinkButtonForm
          action={`/newsletter/unsubscribe?token=${encodeURIComponent(loaderData.token)}`}
          prompt="Press the button to stop receiving our newsletter at this address."
          label="Unsubscribe"
        >
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        </LinkButtonForm>
      ) : (
        <LinkOutcome>
          This link has already been used, or is not valid. If you still receive our newsletter,
          reply to it and we will remove you.
        </LinkOutcome>
      )}
    </LinkPage>
  );
}
