/**
 * Turns a stored section value into what a page renders: every image field becomes a
 * `MediaImg` (path plus the size its field declares), every image list an array of them.
 * Components then never need to know which field held which image size.
 */
import type { z } from 'zod';
import type { Field, Fields, ImageField, ImageListField, ImageSize, ListField } from './fields';
import type { MediaImg } from './media';

export type ResolvedField<F extends Field> = F extends ImageField
  ? MediaImg
  : F extends ImageListField
    ? MediaImg[]
    : F extends ListField<infer G>
      ? Resolved<G>[]
      : z.infer<F['schema']>;

export type Resolved<F extends Fields> = { [K in keyof F]: ResolvedField<F[K]> };

export const mediaImg = (src: string, size: ImageSize): MediaImg => ({
  src,
  width: size.width,
  height: size.height,
});

function resolveField(field: Field, value: unknown): unknown {
  switch (field.kind) {
    case 'image':
      return mediaImg(typeof value === 'string' ? value : '', field.size);
    case 'imageList':
      return (typeof value === 'string' ? value : '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => mediaImg(p, field.size));
    case 'list':
      return Array.isArray(value)
        ? value.map((item) => resolveImages(field.fields, item as Record<string, unknown>))
        : [];
    default:
      return value;
  }
}

export function resolveImages<F extends Fields>(
  fields: F,
  value: Record<string, unknown>,
): Resolved<F> {
  const out: Record<string, unknown> = { ...value };
  for (const [name, field] of Object.entries(fields)) out[name] = resolveField(field, value[name]);
  return out as Resolved<F>;
}
