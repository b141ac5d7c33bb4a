import { Link, useRouteLoaderData } from 'react-router';
import { linkedSentence } from '../../../content/linked-sentence';
import type { RootData } from '~/loaders/root.server';

/** The privacy notice's address: its page, the footer's link and every form's sentence. */
export const PRIVACY_PATH = '/privacy';

/**
 * The one sentence beside the send button of every visitor form (the privacy notice's
 * `formNote`, issue 32), its bracketed words a link to the notice. Read from the root's data,
 * so a form needs nothing passed to show it.
 */
export function PrivacyNote({ className = 'text-sm text-slate-600' }: { className?: string }) {
  const root = useRouteLoaderData<RootData>('root');
  if (!root?.privacy.formNote) return null;
  const { before, link, after } = linkedSentence(root.privacy.formNote);
  return (
    <p className={className} data-privacy-note="">
      {before}
      <Link to={PRIVACY_PATH} className="font-semibold underline">
        {link}
      </Link>
      {after}
    </p>
  );
}
