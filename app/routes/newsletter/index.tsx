import { Link } from 'react-router';
import { BannerPage } from '~/components/ui/page-banner';
import { newsletterAction } from '~/loaders/enquiry-actions.server';
import type { Route } from './+types/index';

/** The newsletter form posts here; with JavaScript the home page shows the answer in place. */
export const action = ({ context, request }: Route.ActionArgs) =>
  newsletterAction(context, request);

export const meta = () => [{ title: 'Newsletter' }, { name: 'robots', content: 'noindex' }];

export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <BannerPage title="Newsletter">
      <p role="status" className="mb-6 text-lg">
        {actionData
          ? actionData.ok
            ? actionData.message
            : (actionData.fields?.email ?? actionData.message)
          : 'Sign up with the form at the bottom of the home page.'}
      </p>
      <Link to="/" className="font-semibold text-brand-700 underline">
        Back to the home page
      </Link>
    </BannerPage>
  );
}
