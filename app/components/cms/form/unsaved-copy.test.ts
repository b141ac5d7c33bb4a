import { describe, expect, it } from 'vitest';
import { imageSize as size, modelsField } from '../../../../tests/helpers/cms-form-fields';
import type { FieldDescriptor } from '../descriptors';
import {
  differsFrom,
  keptAtLabel,
  keptCopyKey,
  keptCopyOf,
  parseKeptCopy,
  restoredValues,
  type KeptCopy,
} from './unsaved-copy';
import { initialValues, pendingOf, type Values } from './values';

const fields: FieldDescriptor[] = [
  { name: 'title', kind: 'text', label: 'Title' },
  { name: 'intro', kind: 'textarea', label: 'Intro' },
  { name: 'image', kind: 'image', label: 'Image', size },
  { name: 'photos', kind: 'imageList', label: 'Photos', size },
  modelsField,
];

const stored = {
  title: 'Switchboards',
  intro: 'Built in Lagos.',
  image: '/media/old.png',
  photos: '/media/a.png,/media/b.png',
  models: [{ name: 'M1', photo: '/media/m1.png' }],
};
const saved = () => initialValues(fields, stored);
const file = (name: string) => new File(['x'], name, { type: 'image/png' });
// 09:42 UTC is 10:42 in Lagos (UTC+1 all year).
const at = new Date('2025-03-03T09:42:10Z');

/** The copy as the browser stores it and reads it back. */
function roundTrip(values: Values): KeptCopy {
  const copy = parseKeptCopy(JSON.stringify(keptCopyOf(fields, saved(), values, '"4"', at)));
  if (!copy) throw new Error('nothing was kept');
  return copy;
}

describe('keeping a form’s unsaved changes', () => {
  it('is kept per user and per form', () => {
    expect(keptCopyKey('ada', 'home/hero')).toBe('cms-unsaved:ada:home/hero');
    expect(keptCopyKey('ada', 'home/hero')).not.toBe(keptCopyKey('bola', 'home/hero'));
  });

  it('keeps only the changed fields, as stored, with the version and the time', () => {
    const values = { ...saved(), title: 'Panels', photos: ['/media/b.png'] };
    expect(keptCopyOf(fields, saved(), values, '"4"', at)).toEqual({
      keptAt: '2025-03-03T09:42:10.000Z',
      version: '"4"',
      values: { title: 'Panels', photos: '/media/b.png' },
      filesLeftOut: false,
    });
  });

  it('keeps nothing when nothing changed, or only new files did', () => {
    expect(keptCopyOf(fields, saved(), saved(), '"4"', at)).toBeUndefined();
    const onlyFile = { ...saved(), image: pendingOf(file('new.png')) };
    expect(keptCopyOf(fields, saved(), onlyFile, '"4"', at)).toBeUndefined();
  });

  it('leaves new files out, says so, and keeps the rest of the change', () => {
    const values = saved();
    values.title = 'Panels';
    values.image = pendingOf(file('new.png'));
    values.photos = ['/media/a.png', pendingOf(file('c.png')), '/media/b.png', '/media/d.png'];
    values.models = [
      { name: 'M1 Pro', photo: pendingOf(file('m.png')) },
      { name: 'M2', photo: '' },
    ];
    const copy = roundTrip(values);
    expect(copy).toEqual({
      keptAt: '2025-03-03T09:42:10.000Z',
      version: '"4"',
      values: {
        title: 'Panels',
        photos: '/media/a.png,/media/b.png,/media/d.png',
        models: [
          { name: 'M1 Pro', photo: '' },
          { name: 'M2', photo: '' },
        ],
      },
      filesLeftOut: true,
    });
  });

  it('restores the kept fields over what is stored now, and says whether that changes anything', () => {
    const copy = roundTrip({ ...saved(), title: 'Panels', photos: ['/media/b.png'] });
    // Someone else changed the intro meanwhile: it is not reverted by restoring.
    const now = initialValues(fields, { ...stored, intro: 'Built and tested in Lagos.' });
    expect(restoredValues(fields, now, copy)).toEqual({
      ...now,
      title: 'Panels',
      photos: ['/media/b.png'],
    });
    expect(differsFrom(fields, now, copy)).toBe(true);
    // The same change was saved since: nothing to offer.
    const savedSince = initialValues(fields, {
      ...stored,
      title: 'Panels',
      photos: '/media/b.png',
    });
    expect(differsFrom(fields, savedSince, copy)).toBe(false);
  });

  it('restores safely from a copy of an older form (fields gone or of another shape)', () => {
    const copy: KeptCopy = {
      keptAt: at.toISOString(),
      values: { title: 42, photos: ['not', 'a', 'string'], gone: 'x', intro: 'Kept intro' },
      filesLeftOut: false,
    };
    const restored = restoredValues(fields, saved(), copy);
    expect(restored).not.toHaveProperty('gone');
    expect(restored.title).toBe('');
    expect(restored.photos).toEqual([]);
    expect(restored.intro).toBe('Kept intro');
    const read = parseKeptCopy(JSON.stringify({ keptAt: at.toISOString(), values: {} }));
    expect(read).toEqual({ keptAt: at.toISOString(), values: {}, filesLeftOut: false });
  });

  it('ignores what is not a copy of ours', () => {
    for (const text of [
      null,
      '',
      'not json',
      '[]',
      '42',
      '{"values":{}}',
      '{"keptAt":"x","values":{}}',
    ]) {
      expect(parseKeptCopy(text)).toBeUndefined();
    }
    expect(parseKeptCopy('{"keptAt":"2025-03-03T09:42:10Z","values":[]}')).toBeUndefined();
  });

  it('says when it was kept in Lagos time, with the day when it is not today', () => {
    expect(keptAtLabel(at.toISOString(), new Date('2025-03-03T20:00:00Z'))).toBe('10:42');
    // 23:30 UTC is already the next day in Lagos.
    expect(keptAtLabel('2025-03-02T23:30:00Z', new Date('2025-03-03T12:00:00Z'))).toBe('00:30');
    expect(keptAtLabel(at.toISOString(), new Date('2025-03-04T09:00:00Z'))).toBe('3 Mar, 10:42');
  });
});
