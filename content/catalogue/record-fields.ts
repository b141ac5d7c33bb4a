/**
 * Reading and writing a product record's common fields the way an old section held them
 * (decision 0024): the sections kept over records and the moves of old section values use these.
 */
import { htmlToPlainText, plainTextToHtml } from '../plain-text';

const photos = (images: unknown): string[] =>
  typeof images === 'string' ? images.split(',').flatMap((p) => p.trim() || []) : [];

/** A record's main photo: the first of its photos, or ''. */
export const mainImage = (images: unknown): string => photos(images)[0] ?? '';

/** A record's photos with `image` as the main one, the others kept; '' changes nothing. */
export function withMainImage(images: unknown, image: string): string {
  const [, ...more] = photos(images);
  return image ? [image, ...more].join(',') : photos(images).join(',');
}

/** A rich-text body as the plain text of a description field. */
export const plainBody = (body: unknown): string =>
  typeof body === 'string' ? htmlToPlainText(body) : '';

/**
 * A description field's plain text as a rich-text body: the record's own body when the text is
 * what it already reads as (so its formatting stays), else paragraphs of the text.
 */
export const richBody = (text: string, body?: unknown): string =>
  body !== undefined && plainBody(body) === text ? String(body) : plainTextToHtml(text);

/**
 * A product's downloads with `url` as its catalogue, the first link (its title kept, or
 * "Catalogue"); no address changes nothing.
 */
export function withCatalogue(downloads: unknown, url: string): { title: string; url: string }[] {
  const links = Array.isArray(downloads) ? (downloads as { title: string; url: string }[]) : [];
  if (!url) return links;
  const [first, ...more] = links;
  return [{ title: first?.title || 'Catalogue', url }, ...more];
}
