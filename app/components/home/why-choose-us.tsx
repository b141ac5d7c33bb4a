import { useEffect, useRef } from 'react';
import { useNearViewport } from '../ui/use-near-viewport';
import { useReducedMotion } from '../ui/use-reduced-motion';
import type { DescribedFile } from '../../../content/media';
import { MediaImage, type MediaImg } from '../ui/media-image';
import { useSaveData } from '../ui/save-data';
import { useHydrated } from '../ui/use-hydrated';

/**
 * The why-choose-us text beside a looping, muted video (no sound, so it may autoplay). The
 * video's still is a lazy picture, fetched only when scrolled near: a <video>'s poster is
 * fetched at once, with the first screen's pictures. Once the page runs, the video lies over
 * that picture with no poster of its own, and is see-through until it has a frame to show: no
 * dark box while it loads, no second copy of the still, and the still stays for a visitor who
 * prefers reduced motion, whose video never starts. A visitor saving data, or without
 * JavaScript, gets the picture alone: no video is fetched. The video says what the media library
 * says it shows (the poster's description when it has none), the picture what the library says
 * of the poster until the video covers it; without a description each is decoration beside the
 * text, which carries the meaning.
 */
export function WhyChooseUs({
  heading,
  text,
  video,
  poster,
}: {
  heading: string;
  text: string;
  video: DescribedFile;
  poster: MediaImg;
}) {
  const box = useRef<HTMLDivElement>(null);
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();
  const saveData = useSaveData();
  const moving = useHydrated() && !saveData;
  const description = video.alt ?? poster.alt ?? '';

  // Play only while on screen: a visitor on mobile data who never scrolls this far downloads
  // none of the video, and one who scrolls past stops paying for it.
  const onScreen = useNearViewport(box, '0px');
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (reducedMotion || !onScreen) el.pause();
    else void el.play().catch(() => undefined);
    // `moving`: the video appears at hydration, after the first run of this effect.
  }, [reducedMotion, onScreen, moving]);

  return (
    <section aria-labelledby="why-heading" className="bg-brand-900 py-14 text-white">
      <div className="content-width grid items-center gap-10 lg:grid-cols-2">
        <div>
          <h2 id="why-heading" className="mb-4 text-2xl font-bold sm:text-3xl">
            {heading}
          </h2>
          <p className="leading-relaxed whitespace-pre-line text-slate-200">{text}</p>
        </div>
        <div ref={box} className="relative">
          {video.src && poster.src && (
            <MediaImage
              image={poster}
              alt={moving ? '' : description}
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="aspect-video w-full rounded-lg bg-brand-950 object-cover"
            />
          )}
          {video.src && moving && (
            <video
              ref={ref}
              className={`w-full rounded-lg object-cover ${
                poster.src ? 'absolute inset-0 h-full' : 'aspect-video bg-brand-950'
              }`}
              src={video.src}
              width={poster.width}
              height={poster.height}
              muted
              loop
              playsInline
              preload="none"
              aria-label={description || undefined}
              aria-hidden={description ? undefined : true}
            />
          )}
        </div>
      </div>
    </section>
  );
}
