import type { EmblaCarouselType } from 'embla-carousel';
import { Children, useEffect, useRef, type ReactNode } from 'react';
import { Glyph } from './glyph';
import { useNearViewport } from './use-near-viewport';
import { useReducedMotion } from './use-reduced-motion';

interface SliderProps {
  /** Announced name of the carousel region. */
  label: string;
  /** CSS class giving each slide its width at each breakpoint (see app.css). */
  slideClass: string;
  delayMs: number;
  children: ReactNode;
}

function ArrowButton({
  label,
  glyph,
  onClick,
}: {
  label: string;
  glyph: 'chevron-left' | 'chevron-right';
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-900 hover:bg-brand-50"
    >
      <Glyph name={glyph} className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}

/**
 * A looping, autoplaying row of slides (Embla). Slides per view are set in CSS, so the server
 * renders the final layout; autoplay pauses on hover and focus, and is off under reduced motion.
 * Embla itself is fetched and started only when the slider comes near the screen: the home
 * page's sliders sit well below the fold, and a phone should not parse, measure and run timers
 * for them while it is still showing the top of the page.
 */
export function Slider({ label, slideClass, delayMs, children }: SliderProps) {
  const reducedMotion = useReducedMotion();
  const region = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const api = useRef<EmblaCarouselType | undefined>(undefined);
  const near = useNearViewport(region);

  useEffect(() => {
    const node = viewport.current;
    if (!near || !node) return;
    let stopped = false;
    void Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
      ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (stopped) return;
        const plugins = reducedMotion
          ? []
          : [
              Autoplay({
                delay: delayMs,
                stopOnInteraction: false,
                stopOnMouseEnter: true,
                stopOnFocusIn: true,
              }),
            ];
        api.current = EmblaCarousel(node, { loop: true, align: 'start' }, plugins);
      },
    );
    return () => {
      stopped = true;
      api.current?.destroy();
      api.current = undefined;
    };
  }, [near, reducedMotion, delayMs]);

  const slides = Children.toArray(children);

  return (
    <div
      ref={region}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
    >
      <div ref={viewport} className="overflow-hidden">
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
        <ArrowButton
          label="Previous"
          onClick={() => api.current?.scrollPrev()}
          glyph="chevron-left"
        />
        <ArrowButton label="Next" onClick={() => api.current?.scrollNext()} glyph="chevron-right" />
      </div>
    </div>
  );
}
