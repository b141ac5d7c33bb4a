import { useState } from 'react';
import { preload } from 'react-dom';
import { Link } from 'react-router';
import { imageSrcSet, MediaImage, type MediaImg } from '../ui/media-image';
import { useSaveData } from '../ui/save-data';
import { useRotation, useTurningSlides } from '../ui/use-rotation';

export interface HeroText {
  lightTextOne: string;
  lightTextTwo: string;
  boldText: string;
  smallText: string;
}

/** The wording shown when an editor leaves a hero text empty (the client's site spec). */
export const heroDefaults: HeroText = {
  lightTextOne: 'We are building',
  lightTextTwo: 'a better future...',
  boldText: 'Thinking. Further.',
  smallText: 'Electrical engineering and manufacturing you can rely on.',
};

const INTERVAL_MS = 10_000;
/** The hero always spans the viewport. */
const HERO_SIZES = '100vw';

/**
 * Fades between the hero images: one at a time, every 10 s, over 1 s, no arrows or dots
 * (the client's site spec). Pauses while hovered or focused; still under prefers-reduced-motion.
 */
export function HeroSlideshow({ slides, text }: { slides: MediaImg[]; text: HeroText }) {
  const [paused, setPaused] = useState(false);
  const shown = slides.filter((s) => s.src);
  // A visitor saving data keeps the first picture alone, as they keep the video's still.
  const rendered = useTurningSlides(shown);
  const current = useRotation(rendered.length, INTERVAL_MS, paused);
  const saveData = useSaveData();

  // The first slide is the largest paint: start fetching it before the CSS is parsed, in the
  // format and width the <picture> below will pick (browsers without AVIF skip the hint).
  const first = shown[0];
  if (first) {
    preload(first.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(first.variants.length > 0 && {
        type: 'image/avif',
        imageSrcSet: imageSrcSet(first, 'avif', saveData),
        imageSizes: HERO_SIZES,
      }),
    });
  }

  const words = (key: keyof HeroText) => text[key].trim() || heroDefaults[key];

  return (
    <section
      aria-label="Introduction"
      className="relative isolate flex min-h-[440px] items-center overflow-hidden bg-brand-950 sm:min-h-[520px] lg:min-h-[600px]"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {rendered.map((slide, i) => (
        <MediaImage
          key={slide.src}
          image={slide}
          alt=""
          priority={i === 0}
          sizes={HERO_SIZES}
          data-active={i === current}
          className={`absolute inset-0 -z-20 h-full w-full object-cover transition-opacity duration-1000 ease-in-out ${
            i === current ? 'opacity-100' : 'opacity-0'
          }`}
        />
      ))}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950/90 via-brand-950/65 to-brand-950/20"
      />
      <div className="content-width py-16 text-white">
        <h1 className="max-w-2xl text-4xl leading-tight font-light sm:text-5xl lg:text-6xl">
          <span className="block">{words('lightTextOne')}</span>
          <span className="block">{words('lightTextTwo')}</span>
          <strong className="mt-2 block font-extrabold text-accent-500">{words('boldText')}</strong>
        </h1>
        <p className="mt-5 max-w-xl text-base text-slate-200 sm:text-lg">{words('smallText')}</p>
        <Link to="/contacts?type=quote" className="btn-primary mt-8">
          Request a quote
        </Link>
      </div>
    </section>
  );
}
