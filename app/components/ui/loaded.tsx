import type { ReactNode } from 'react';
import type { Outcome } from '~/loaders/content.server';

/** What a visitor sees where content could not be read: short, calm, and not the whole page. */
export function LoadError({ what }: { what: string }) {
  return (
    <div
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-900"
    >
      <p className="font-semibold">We couldn’t load the {what} just now.</p>
      <p className="mt-1 text-sm">
        Please refresh the page in a moment. If it keeps happening, call or e-mail us.
      </p>
    </div>
  );
}

export function Loaded<T>({
  outcome,
  what,
  children,
}: {
  outcome: Outcome<T>;
  what: string;
  children: (value: T) => ReactNode;
}) {
  return outcome.ok ? children(outcome.value) : <LoadError what={what} />;
}
