import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  checkPdf,
  checkVideo,
  decodeDataUrl,
  IMAGE_MESSAGE,
  PDF_MESSAGE,
  processImage,
  UploadError,
} from '../../server/media/uploads';
import { stripTags } from '../../server/services/publishing/rich-text';

const size = { width: 100, height: 100 };
const jpeg = () =>
  sharp({ create: { width: 300, height: 150, channels: 3, background: '#123456' } })
    .jpeg()
    .toBuffer();

describe('processImage', () => {
  it('fits an image inside the hinted size and reports the result', async () => {
    const out = await processImage({ bytes: await jpeg(), filename: 'a.JPG' }, size);
    expect(out).toMatchObject({ ext: 'jpg', mime: 'image/jpeg', width: 100, height: 50 });
  });

  it('accepts a file that claims nothing about its type', async () => {
    const out = await processImage(
      { bytes: await jpeg(), filename: 'blob', mimetype: 'application/octet-stream' },
      size,
    );
    expect(out.mime).toBe('image/jpeg');
  });

  it.each([
    ['a name of another type', { filename: 'a.png' }],
    ['a declared type of another kind', { mimetype: 'image/gif' }],
    ['a name we never accept', { filename: 'a.svg' }],
    ['a declared type we never accept', { mimetype: 'text/html' }],
  ])('refuses %s', async (_case, claim) => {
    await expect(processImage({ bytes: await jpeg(), ...claim }, size)).rejects.toMatchObject({
      status: 400,
      message: IMAGE_MESSAGE,
    });
  });

  it('refuses empty and oversized files', async () => {
    await expect(processImage({ bytes: Buffer.alloc(0) }, size)).rejects.toBeInstanceOf(
      UploadError,
    );
    await expect(
      processImage({ bytes: Buffer.alloc(10 * 1024 * 1024 + 1) }, size),
    ).rejects.toMatchObject({ status: 413 });
  });
});

describe('checkVideo', () => {
  const mp4 = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypmp42'),
    Buffer.alloc(8),
  ]);

  it('knows MP4 and WebM by their magic bytes', () => {
    expect(checkVideo({ bytes: mp4, filename: 'a.mp4' }, 50)).toMatchObject({ ext: 'mp4' });
    const webm = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]);
    expect(checkVideo({ bytes: webm, mimetype: 'video/webm' }, 50)).toMatchObject({
      ext: 'webm',
      mime: 'video/webm',
    });
  });

  it('refuses other bytes, mismatched names and oversized files', () => {
    expect(() => checkVideo({ bytes: Buffer.from('hello world!') }, 50)).toThrow(
      'Upload an MP4 or WebM video of at most 50 MB',
    );
    expect(() => checkVideo({ bytes: mp4, filename: 'a.webm' }, 50)).toThrow(UploadError);
    expect(() => checkVideo({ bytes: mp4, filename: 'a.exe' }, 50)).toThrow(UploadError);
    expect(() => checkVideo({ bytes: Buffer.concat([mp4, Buffer.alloc(1024 * 1024)]) }, 1)).toThrow(
      expect.objectContaining({ status: 413 }),
    );
  });
});

describe('checkPdf', () => {
  // Enough of a PDF for the check: the header, a body, and the end-of-file marker.
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');

  it('keeps a PDF as it came, with its name', () => {
    expect(
      checkPdf({ bytes: pdf, filename: 'Datasheet.PDF', mimetype: 'application/pdf' }),
    ).toEqual({ bytes: pdf, ext: 'pdf', mime: 'application/pdf', filename: 'Datasheet.PDF' });
    expect(checkPdf({ bytes: pdf, mimetype: 'application/octet-stream' }).mime).toBe(
      'application/pdf',
    );
  });

  it.each([
    [
      'HTML renamed .pdf',
      { bytes: Buffer.from('<html><script>x</script></html>'), filename: 'a.pdf' },
    ],
    ['a PDF named .html', { bytes: pdf, filename: 'a.html' }],
    ['a PDF declared as HTML', { bytes: pdf, mimetype: 'text/html' }],
    ['a PDF declared as an image', { bytes: pdf, mimetype: 'image/png' }],
    ['an empty file', { bytes: Buffer.alloc(0) }],
    ['a header alone', { bytes: Buffer.from('%PDF-') }],
  ])('refuses %s', (_case, upload) => {
    expect(() => checkPdf(upload)).toThrow(
      expect.objectContaining({ status: 400, message: PDF_MESSAGE }),
    );
  });

  it('refuses a PDF cut short, and one over 20 MB with 413', () => {
    expect(() => checkPdf({ bytes: pdf.subarray(0, 30) })).toThrow(/incomplete or damaged/);
    const big = Buffer.concat([pdf, Buffer.alloc(20 * 1024 * 1024), Buffer.from('%%EOF')]);
    expect(() => checkPdf({ bytes: big })).toThrow(
      expect.objectContaining({ status: 413, message: PDF_MESSAGE }),
    );
  });

  it('finds the end-of-file marker within the last 1024 bytes only', () => {
    const trailing = Buffer.concat([pdf, Buffer.alloc(1000, 0x20)]);
    expect(checkPdf({ bytes: trailing }).ext).toBe('pdf');
    const buried = Buffer.concat([pdf, Buffer.alloc(2000, 0x20)]);
    expect(() => checkPdf({ bytes: buried })).toThrow(UploadError);
  });
});

describe('decodeDataUrl', () => {
  it('decodes base64 data URLs with their declared type', () => {
    expect(decodeDataUrl('data:image/png;base64,aGVsbG8=', 'bad')).toEqual({
      bytes: Buffer.from('hello'),
      mimetype: 'image/png',
    });
  });

  it('reads the file name from a name parameter', () => {
    expect(
      decodeDataUrl('data:application/pdf;name=Tranos%20datasheet.pdf;base64,aGVsbG8=', 'bad'),
    ).toEqual({
      bytes: Buffer.from('hello'),
      mimetype: 'application/pdf',
      filename: 'Tranos datasheet.pdf',
    });
  });

  it('refuses data URLs that are not base64', () => {
    expect(() => decodeDataUrl('data:image/png,hello', 'bad')).toThrow('bad');
    expect(() => decodeDataUrl('data:image/png;base64,@@@', 'bad')).toThrow('bad');
  });
});

describe('stripTags', () => {
  it('removes tags and comments from plain text, keeping the words and lone brackets', () => {
    expect(stripTags('<script>alert(1)</script>Hi <b>there</b>')).toBe('alert(1)Hi there');
    expect(stripTags('<img src=x onerror=alert(1)>ok<!-- c -->')).toBe('ok');
    expect(stripTags('<<script>script>x')).toBe('x');
    expect(stripTags('a < b and c > d, P&ID')).toBe('a < b and c > d, P&ID');
  });
});
