import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False on the server and while hydrating; true once the page runs in the browser. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
