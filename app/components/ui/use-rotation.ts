import { useEffect, useState } from 'react';
import { useSaveData } from './save-data';
import { useHydrated } from './use-hydrated';
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

/**
 * What a rotation puts in the page: every slide once it can turn (React runs the page, motion
 * is allowed and the visitor is not saving data), otherwise the first alone. The later slides
 * are hidden until their turn, yet Chrome fetches them (lazy or not) when they sit in the first
 * screen, at the first slide's priority: on a slow link they only share it with the picture the
 * visitor sees. Rotate over what this returns, so a still rotation never hides its one slide.
 */
export function useTurningSlides<T>(slides: T[]): T[] {
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const saveData = useSaveData();
  return hydrated && !reducedMotion && !saveData ? slides : slides.slice(0, 1);
}
