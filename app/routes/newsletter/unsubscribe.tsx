import { Link } from 'react-router';
import { PageBanner } from '~/components/ui/page-banner';
import type { Route } from './+types/unsubscribe';

/** The link in every newsletter e-mail: works without signing in, once per token. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { unsubscribed: await context.services.enquiries.unsubscribe(token) };
}

export const meta = () => [{ title: 'Unsubscribe' }, { name: 'robots', content: 'noindex' }];

export default function Unsubscribe({ loaderData: { unsubscribed } }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Unsubscribe" />
      <div className="content-width py-12">
        <p role="status" className="mb-6 text-lg">
          {unsubscribed
            ? 'You are unsubscribed. You will not receive our newsletter any more.'
            : 'This link has already been used, or is not valid. If you still receive our newsletter, reply to it and we will remove you.'}
        </p>
        <Link to="/" className="font-semibold text-brand-700 underline">
          Go to the home page
        </Link>
      </div>
    </>
  );
}
