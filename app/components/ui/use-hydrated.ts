import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server's HTML and while it hydrates, true once React runs the page: for a
 * control that needs JavaScript and has a plain-link stand-in until then.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
