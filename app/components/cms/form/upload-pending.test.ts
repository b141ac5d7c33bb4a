import { describe, expect, it, vi } from 'vitest';
import { imageSize as size, modelsField } from '../../../../tests/helpers/cms-form-fields';
import type { FieldDescriptor } from '../descriptors';
import { uploadMedia } from '../media/media-api';
import { buildRequest } from './payload';
import { pendingUploads, undescribed, uploadPending } from './upload-pending';
import { initialValues, pendingOf, type Values } from './values';

vi.mock('../media/media-api', () => ({ uploadMedia: vi.fn() }));
const upload = vi.mocked(uploadMedia);

const fields: FieldDescriptor[] = [
  { name: 'title', kind: 'text', label: 'Title' },
  { name: 'image', kind: 'image', label: 'Image', size },
  { name: 'photos', kind: 'imageList', label: 'Photos', size },
  { name: 'clip', kind: 'video', label: 'Video', maxMb: 50 },
  { name: 'sheet', kind: 'document', label: 'Datasheet', maxMb: 20 },
  modelsField,
];

const file = (name: string, type = 'image/png') => new File(['x'.repeat(10)], name, { type });
const item = (url: string) => ({
  ok: true as const,
  value: {
    id: crypto.randomUUID(),
    url,
    type: 'image' as const,
    mime: 'image/png',
    alt: 'a',
    decorative: false,
    filename: 'f.png',
    bytes: 10,
    width: 9,
    height: 4,
    variants: [],
    usedBy: [],
    createdAt: '',
    updatedAt: '',
  },
});

function form() {
  const values: Values = initialValues(fields, {
    title: 'T',
    image: '/media/old.png',
    photos: '/media/a.png,/media/b.png',
  });
  values.image = { ...pendingOf(file('new.png')), alt: 'A new switchboard' };
  values.photos = [...(values.photos as string[]), pendingOf(file('c.png'))];
  values.clip = pendingOf(file('clip.mp4', 'video/mp4'));
  values.sheet = pendingOf(file('sheet.pdf', 'application/pdf'));
  values.models = [{ name: 'M', photo: { ...pendingOf(file('m.png')), decorative: true } }];
  return values;
}

describe('saving new files through the media library', () => {
  it('finds every new file, in lists too, with where its messages go', () => {
    const uploads = pendingUploads(fields, form(), ['image', 'photos', 'clip', 'sheet', 'models']);
    expect(uploads.map((u) => [u.pending.file.name, u.path, u.altPath])).toEqual([
      ['new.png', 'image', 'image.alt'],
      ['c.png', 'photos', 'photos.2.alt'],
      ['clip.mp4', 'clip', undefined],
      ['sheet.pdf', 'sheet', undefined],
      ['m.png', 'models.0.photo', 'models.0.photo.alt'],
    ]);
    // Only the fields being saved.
    expect(pendingUploads(fields, form(), ['title', 'image'])).toHaveLength(1);
  });

  it('asks for a description of each new image that has none, not of video or PDFs', () => {
    expect(
      undescribed(pendingUploads(fields, form(), ['photos', 'clip', 'sheet', 'image'])),
    ).toEqual({
      'photos.2.alt': 'Describe the image, or mark it decorative',
    });
  });

  it('uploads each file with its description and size hint, then writes plain paths', async () => {
    upload.mockReset();
    let n = 0;
    upload.mockImplementation(async (_file, _options, progress) => {
      progress?.(1);
      return item(`/media/up${++n}.png`);
    });
    const values = form();
    const names = ['image', 'photos', 'clip', 'sheet', 'models'];
    const progress: number[] = [];
    const out = await uploadPending(pendingUploads(fields, values, names), values, (f) =>
      progress.push(f),
    );
    expect(upload.mock.calls.map(([f, o]) => [f.name, o])).toEqual([
      ['new.png', { kept: false, alt: 'A new switchboard', decorative: false, fit: size }],
      ['c.png', { kept: false, alt: '', decorative: false, fit: size }],
      ['clip.mp4', { kept: false, fit: undefined }],
      ['sheet.pdf', { kept: false, fit: undefined }],
      ['m.png', { kept: false, alt: '', decorative: true, fit: size }],
    ]);
    expect(progress.at(-1)).toBe(1);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(buildRequest(fields, out.values, names)).toEqual({
      kind: 'json',
      body: {
        image: '/media/up1.png',
        photos: '/media/a.png,/media/b.png,/media/up2.png',
        clip: '/media/up3.png',
        sheet: '/media/up4.png',
        models: [{ name: 'M', photo: '/media/up5.png' }],
      },
    });
  });

  it('stops at a refused file and puts the message beside its field', async () => {
    upload.mockReset();
    upload.mockResolvedValueOnce({
      ok: false,
      status: 400,
      error: {
        code: 'validation',
        message: 'Some fields need attention',
        fields: { file: 'Not an image' },
      },
    });
    const values = form();
    const out = await uploadPending(pendingUploads(fields, values, ['image']), values, () => {});
    expect(out).toEqual({
      ok: false,
      errors: { image: 'new.png: Not an image' },
      message: 'Some fields need attention',
    });
  });

  it('never sends a file it was not given a path for', () => {
    expect(() => buildRequest(fields, form(), ['image'])).toThrow(/not uploaded/);
  });
});
