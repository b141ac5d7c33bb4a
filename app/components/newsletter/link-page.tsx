import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { BannerPage } from '~/components/ui/page-banner';

/**
 * The page a newsletter e-mail's link opens (confirm, unsubscribe): what the link does or did,
 * then the way back to the home page.
 */
export function LinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <BannerPage title={title}>
      {children}
      <Link to="/" className="font-semibold text-brand-700 underline">
        Go to the home page
      </Link>
    </BannerPage>
  );
}

/**
 * The button that does what the link is for. Opening a link changes nothing: mail scanners and
 * link previews open links in e-mails by themselves, so only this POST acts.
 */
export function LinkButtonForm({
  action,
  prompt,
  label,
  children,
}: {
  action: string;
  prompt: string;
  label: string;
  /** Fields the POST carries besides the token in the address. */
  children?: ReactNode;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" action={action} className="mb-6 space-y-4">
      <p className="text-lg">{prompt}</p>
      {children}
      <button type="submit" className="btn-primary" disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

/** What happened, or why the link can do nothing. */
export function LinkOutcome({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mb-6 text-lg">
      {children}
    </p>
  );
}
