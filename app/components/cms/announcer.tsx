import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

export type Tone = 'success' | 'error';
type Announce = (text: string, tone?: Tone) => void;

const AnnounceContext = createContext<Announce>(() => {});

/** Shows a success or failure message (e.g. "Footer saved."); it clears itself after 5 s. */
export const useAnnounce = () => useContext(AnnounceContext);

export const MESSAGE_MS = 5000;

/**
 * The CMS's live regions: one polite (success), one assertive (failure). They are always in the
 * page, so screen readers notice when a message appears; each message clears after 5 seconds.
 */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<{ text: string; tone: Tone; n: number } | null>(null);
  const announce = useCallback<Announce>(
    (text, tone = 'success') => setMessage((m) => ({ text, tone, n: (m?.n ?? 0) + 1 })),
    [],
  );

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const box = 'rounded-md px-4 py-3 text-sm font-semibold shadow-lg';
  return (
    <AnnounceContext value={announce}>
      {children}
      <div className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-end gap-2 sm:left-auto sm:w-96">
        <div role="status" aria-live="polite" className="w-full empty:hidden">
          {message?.tone === 'success' && (
            <p key={message.n} className={`${box} bg-emerald-700 text-white`}>
              {message.text}
            </p>
          )}
        </div>
        <div role="alert" aria-live="assertive" className="w-full empty:hidden">
          {message?.tone === 'error' && (
            <p key={message.n} className={`${box} bg-red-700 text-white`}>
              {message.text}
            </p>
          )}
        </div>
      </div>
    </AnnounceContext>
  );
}
