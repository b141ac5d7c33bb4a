import { useState } from 'react';
import { useLocation } from 'react-router';

/** Calls `reset` during render when the path changes (React's pattern for derived resets). */
export function useResetOnNavigation(reset: () => void) {
  const { pathname } = useLocation();
  const [seen, setSeen] = useState(pathname);
  if (seen !== pathname) {
    setSeen(pathname);
    reset();
  }
  return pathname;
}
