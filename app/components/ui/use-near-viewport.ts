import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is on screen or about to be (within `margin`). Lets below-the-fold
 * widgets start their work — measuring, timers — only when a visitor scrolls to them, which
 * keeps the main thread free while a phone is still showing the top of the page.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      ([entry]) => setNear(entry?.isIntersecting ?? false),
      {
        rootMargin: margin,
      },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin]);
  return near;
}
