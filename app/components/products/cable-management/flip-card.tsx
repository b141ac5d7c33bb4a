import { Link } from 'react-router';
import { MediaImage, type MediaImg } from '~/components/ui/media-image';

export interface FlipCardProps {
  title: string;
  text: string;
  to: string;
  image: MediaImg;
  backImage: MediaImg;
}

/**
 * A card that turns over on hover, on keyboard focus and on tap, in CSS alone, so it works
 * before (or without) JavaScript:
 * - the link is on the back, so tabbing to it turns the card (focus-within);
 * - the card is focusable by pointer only (tabIndex -1, no extra tab stop), so a tap focuses it
 *   and turns it; tapping elsewhere turns it back. Tailwind's hover variants only apply on
 *   devices that can hover, so touch screens rely on the tap alone;
 * - the back takes no pointer events until it shows, so the tap that turns the card cannot
 *   also follow the link underneath.
 * Both faces stay in the accessibility tree (title, text, then a link named after the card).
 * Both faces share one grid cell, so the card is as tall as its longer face. Under reduced
 * motion the back fades in instead of turning.
 */
export function FlipCard({ title, text, to, image, backImage }: FlipCardProps) {
  const face = 'col-start-1 row-start-1 overflow-hidden rounded-lg backface-hidden';
  return (
    <li className="group perspective-[1200px] outline-none" tabIndex={-1} data-testid="flip-card">
      <div className="grid h-full cursor-pointer transition-transform duration-700 motion-safe:transform-3d motion-safe:group-focus-within:rotate-y-180 motion-safe:group-hover:rotate-y-180">
        <div className={`${face} flex flex-col border border-slate-200 bg-white shadow-sm`}>
          <MediaImage image={image} alt="" className="aspect-[4/3] w-full object-cover" />
          <h2 className="p-4 text-lg font-semibold text-brand-900">{title}</h2>
        </div>
        <div
          className={`${face} pointer-events-none relative isolate flex flex-col justify-end gap-4 bg-brand-950 p-5 text-white shadow-md group-focus-within:pointer-events-auto group-hover:pointer-events-auto motion-safe:rotate-y-180 motion-reduce:opacity-0 motion-reduce:transition-opacity motion-reduce:group-focus-within:opacity-100 motion-reduce:group-hover:opacity-100`}
          data-testid="flip-card-back"
        >
          <MediaImage
            image={backImage}
            alt=""
            className="absolute inset-0 -z-20 h-full w-full object-cover"
          />
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-brand-950/85" />
          <p className="leading-relaxed">{text}</p>
          <Link to={to} prefetch="intent" className="btn-primary self-start">
            Read more<span className="sr-only"> about {title}</span>
          </Link>
        </div>
      </div>
    </li>
  );
}
