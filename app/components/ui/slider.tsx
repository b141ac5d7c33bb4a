import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { Children, useMemo, type ReactNode } from 'react';
import { useReducedMotion } from './use-reduced-motion';

interface SliderProps {
  /** Announced name of the carousel region. */
  label: string;
  /** CSS class giving each slide its width at each breakpoint (see app.css). */
  slideClass: string;
  delayMs: number;
  children: ReactNode;
}

const arrow = (d: string) => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
    <path d={d} />
  </svg>
);

/**
 * A looping, autoplaying row of slides (Embla). Slides per view are set in CSS, so the server
 * renders the final layout; autoplay pauses on hover and focus, and is off under reduced motion.
 */
export function Slider({ label, slideClass, delayMs, children }: SliderProps) {
  const reducedMotion = useReducedMotion();
  const plugins = useMemo(
    () =>
      reducedMotion
        ? []
        : [
            Autoplay({
              delay: delayMs,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              stopOnFocusIn: true,
            }),
          ],
    [reducedMotion, delayMs],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start' }, plugins);
  const slides = Children.toArray(children);

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="relative">
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {slides.map((slide, i) => (
            <div
              key={i}
              className={`${slideClass} min-w-0 pl-4`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <button
          type="button"
          onClick={() => api?.scrollPrev()}
          className="flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-900 hover:bg-brand-50"
        >
          {arrow(
            'M12.7 5.3a1 1 0 0 1 0 1.4L9.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4l-4-4a1 1 0 0 1 0-1.4l4-4a1 1 0 0 1 1.4 0Z',
          )}
          <span className="sr-only">Previous</span>
        </button>
        <button
          type="button"
          onClick={() => api?.scrollNext()}
          className="flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-900 hover:bg-brand-50"
        >
          {arrow(
            'M7.3 14.7a1 1 0 0 1 0-1.4l3.3-3.3-3.3-3.3a1 1 0 0 1 1.4-1.4l4 4a1 1 0 0 1 0 1.4l-4 4a1 1 0 0 1-1.4 0Z',
          )}
          <span className="sr-only">Next</span>
        </button>
      </div>
    </div>
  );
}
