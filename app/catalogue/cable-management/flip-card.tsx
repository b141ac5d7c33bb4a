import { useId } from 'react';
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
 * A card that turns over on hover and on keyboard focus (the client's site spec), in CSS alone,
 * so it works before (or without) JavaScript. The whole card is one link, so one tap or click
 * opens its page: on a phone, where nothing hovers, the first tap used to turn the card and
 * only a second one followed its link. What the back says is on the front too, below the title,
 * so nothing is reached only by hovering; the back (its picture, the text again and a "Read
 * more" that is part of the link) is decoration, hidden from screen readers; the link is named
 * by the title and described by the text. The card turns inside its list item, which takes the
 * hover, so the pointer does not slip off the turning card and turn it back mid-way. Both faces
 * share one grid cell, so the card is as tall as its longer face. Under reduced motion the back
 * fades in instead of turning.
 */
export function FlipCard({ title, text, to, image, backImage }: FlipCardProps) {
  const face = 'col-start-1 row-start-1 overflow-hidden rounded-lg backface-hidden';
  const id = useId();
  return (
    <li className="group perspective-[1200px]" data-testid="flip-card">
      <Link
        to={to}
        prefetch="intent"
        // Named by the title and described by the text: the picture's description (an
        // editor's) would otherwise open the link's name.
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        className="group/card grid h-full rounded-lg transition-transform duration-700 motion-safe:transform-3d motion-safe:group-hover:rotate-y-180 motion-safe:focus-visible:rotate-y-180"
      >
        <div className={`${face} flex flex-col border border-slate-200 bg-white shadow-sm`}>
          <MediaImage image={image} alt="" className="aspect-[4/3] w-full object-cover" />
          <div className="p-4">
            <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
              {title}
            </h2>
            <p id={`${id}-text`} className="mt-1 text-sm text-slate-700">
              {text}
            </p>
          </div>
        </div>
        <div
          aria-hidden="true"
          className={`${face} relative isolate flex flex-col justify-end gap-4 bg-brand-950 p-5 text-white shadow-md motion-safe:rotate-y-180 motion-reduce:opacity-0 motion-reduce:transition-opacity motion-reduce:group-hover:opacity-100 motion-reduce:group-focus-visible/card:opacity-100`}
          data-testid="flip-card-back"
        >
          <MediaImage
            image={backImage}
            alt=""
            className="absolute inset-0 -z-20 h-full w-full object-cover"
          />
          <div className="absolute inset-0 -z-10 bg-brand-950/85" />
          <p className="leading-relaxed">{text}</p>
          <span className="btn-primary self-start">Read more</span>
        </div>
      </Link>
    </li>
  );
}
