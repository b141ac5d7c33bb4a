/**
 * React Router's default client entry, with one change: hydration starts in the task after this
 * module is evaluated, not in the same one. Evaluating the entry runs React DOM's module code for
 * the first time (tens of milliseconds on a slow phone); starting hydration in that same task
 * made one long task of both, which keeps a tap waiting (docs/decisions/0037).
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}, 0);
