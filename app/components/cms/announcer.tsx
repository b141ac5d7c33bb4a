import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

export type Tone = 'success' | 'error';
type Announce = (text: string, tone?: Tone) => void;
interface Message {
  text: string;
  tone: Tone;
  /** Counts the messages, so that a repeated text is announced again. */
  n: number;
}

const AnnounceContext = createContext<Announce>(() => {});

/** Shows a success or failure message (e.g. "Footer saved."); it clears itself after 5 s. */
export const useAnnounce = () => useContext(AnnounceContext);

export const MESSAGE_MS = 5000;

/**
 * The CMS's live regions: one polite (success), one assertive (failure). They are always in the
 * page, so screen readers notice when a message appears; each message clears after 5 seconds.
 */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<Message | null>(null);
  const announce = useCallback<Announce>(
    (text, tone = 'success') => setMessage((m) => ({ text, tone, n: (m?.n ?? 0) + 1 })),
    [],
  );

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  return (
    <AnnounceContext value={announce}>
      {children}
      <div className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-end gap-2 sm:left-auto sm:w-96">
        <LiveRegion tone="success" message={message} />
        <LiveRegion tone="error" message={message} />
      </div>
    </AnnounceContext>
  );
}

const regions = {
  success: { role: 'status', live: 'polite', colour: 'bg-emerald-700' },
  error: { role: 'alert', live: 'assertive', colour: 'bg-red-700' },
} as const;

/** The live region of one tone: empty (and hidden) unless the message has that tone. */
function LiveRegion({ tone, message }: { tone: Tone; message: Message | null }) {
  const { role, live, colour } = regions[tone];
  return (
    <div role={role} aria-live={live} className="w-full empty:hidden">
      {message?.tone === tone && (
        <p
          key={message.n}
          className={`rounded-md px-4 py-3 text-sm font-semibold text-white shadow-lg ${colour}`}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
