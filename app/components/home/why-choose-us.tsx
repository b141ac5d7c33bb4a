import { useEffect, useRef } from 'react';
import { useNearViewport } from '../ui/use-near-viewport';
import { useReducedMotion } from '../ui/use-reduced-motion';
import { singleSrc, type DescribedFile } from '../../../content/media';
import { MediaImage, type MediaImg } from '../ui/media-image';
import { useSaveData } from '../ui/save-data';
import { useHydrated } from '../ui/use-hydrated';

/**
 * The why-choose-us text beside a looping, muted video (no sound, so it may autoplay). A
 * visitor saving data gets its poster as a still picture instead: no video is fetched. So does
 * every visitor until the page is hydrated (the video needs JavaScript to play): a <video>'s
 * poster is fetched at once, with the first screen's pictures, where a lazy picture waits to be
 * scrolled near. The video says what the media library says it shows (the poster's description
 * when it has none), the picture what the library says of the poster; without a description
 * each is decoration beside the text, which carries the meaning.
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
        <div ref={box}>
          {video.src && !moving && poster.src && (
            <MediaImage
              image={poster}
              alt={description}
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="aspect-video w-full rounded-lg bg-brand-950 object-cover"
            />
          )}
          {video.src && moving && (
            <video
              ref={ref}
              className="aspect-video w-full rounded-lg bg-brand-950 object-cover"
              src={video.src}
              // The slot is at most half of a 1440 px page: 960 px covers it at twice the density.
              poster={poster.src ? singleSrc(poster, 960) : undefined}
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
