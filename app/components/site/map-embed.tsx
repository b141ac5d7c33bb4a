import { useState } from 'react';
import { MediaImage, type MediaImg } from '../ui/media-image';

/**
 * The map loads only when the visitor asks for it: until then a static preview with the
 * address, so the page stays light and no third-party cookies are set without a click.
 */
export function MapEmbed({
  title,
  preview,
  query,
}: {
  title: string;
  preview: MediaImg;
  query: string;
}) {
  const [open, setOpen] = useState(false);
  const src = `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;
  return (
    <section aria-labelledby="map-heading">
      <h2 id="map-heading" className="section-heading mb-4">
        {title}
      </h2>
      {open ? (
        <iframe
          title={`Map: ${query}`}
          src={src}
          className="aspect-[11/4] min-h-72 w-full rounded-lg border-0"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className="relative overflow-hidden rounded-lg">
          <MediaImage
            image={preview}
            alt=""
            className="aspect-[11/4] min-h-72 w-full object-cover"
          />
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-brand-950/55 p-4 text-center text-white">
            <p className="max-w-md font-semibold">{query}</p>
            <button type="button" className="btn-primary" onClick={() => setOpen(true)}>
              Show the map
            </button>
            <p className="text-xs text-slate-200">Loads Google Maps, which may set cookies.</p>
          </div>
        </div>
      )}
    </section>
  );
}
