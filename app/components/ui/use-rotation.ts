import { useEffect, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/**
 * The index of the item to show among `count`, advancing every `intervalMs`. Holds still while
 * `paused`, for fewer than two items, and for visitors who prefer reduced motion.
 */
export function useRotation(count: number, intervalMs: number, paused: boolean): number {
  const [index, setIndex] = useState(0);
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    if (paused || reducedMotion || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [paused, reducedMotion, count, intervalMs]);
  return count > 0 ? index % count : 0;
}
