import { useState } from 'react';
import { MediaImage, type MediaImg } from '../ui/media-image';
import { useRotation, useTurningSlides } from '../ui/use-rotation';

/**
 * Alternates between images every `intervalMs`, cross-fading; holds on hover or focus. Shows the
 * first alone until it can turn (`useTurningSlides`).
 */
export function RotatingImage({
  images,
  intervalMs,
  alt,
}: {
  images: MediaImg[];
  intervalMs: number;
  alt: string;
}) {
  const [paused, setPaused] = useState(false);
  const shown = useTurningSlides(images);
  const current = useRotation(shown.length, intervalMs, paused);
  if (shown.length === 0) return null;
  return (
    <div
      className="relative overflow-hidden rounded-lg"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      data-testid="rotating-image"
    >
      {shown.map((image, i) => (
        <MediaImage
          key={image.src}
          image={image}
          alt={i === current ? alt : ''}
          priority={i === 0}
          data-active={i === current}
          aria-hidden={i === current ? undefined : true}
          className={`w-full object-cover transition-opacity duration-1000 ${i === 0 ? 'relative' : 'absolute inset-0 h-full'} ${
            i === current ? 'opacity-100' : 'opacity-0'
          }`}
        />
      ))}
    </div>
  );
}
