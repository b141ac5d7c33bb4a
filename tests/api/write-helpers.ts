/**
 * Helpers for the write API tests: real image bytes made with sharp, multipart bodies as a
 * browser sends them, section paths and signed-in admins.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { bearer, signIn, type Method, type Session, type TestApp } from '../helpers/test-app';

export interface FilePart {
  bytes: Buffer;
  filename: string;
  type?: string;
}
export type FormValue = string | FilePart;

/** A multipart/form-data body; repeat a name by passing an array. */
export function form(fields: Record<string, FormValue | FormValue[]>) {
  const boundary = `----test${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, values] of Object.entries(fields)) {
    for (const value of Array.isArray(values) ? values : [values]) {
      chunks.push(Buffer.from(`--${boundary}\r\n`));
      if (typeof value === 'string') {
        chunks.push(Buffer.from(`Content-Disposition: form-data; name="${name}"\r\n\r\n`));
        chunks.push(Buffer.from(value));
      } else {
        chunks.push(
          Buffer.from(
            `Content-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
              `Content-Type: ${value.type ?? 'application/octet-stream'}\r\n\r\n`,
          ),
        );
        chunks.push(value.bytes);
      }
      chunks.push(Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const canvas = (width: number, height: number, background = '#2a6f97') =>
  sharp({ create: { width, height, channels: 3, background } });

export const jpegBytes = (width: number, height: number, background?: string) =>
  canvas(width, height, background).jpeg().toBuffer();
export const pngBytes = (width: number, height: number) => canvas(width, height).png().toBuffer();
export const webpBytes = (width: number, height: number) => canvas(width, height).webp().toBuffer();
/** An 8,000 × 8,000 PNG of one colour: small on disk, 64 megapixels once decoded. */
export const pngBomb = () => canvas(8000, 8000, '#000').png({ compressionLevel: 9 }).toBuffer();
export const gifBytes = (width: number, height: number) => canvas(width, height).gif().toBuffer();

export const jpegFile = async (
  width: number,
  height: number,
  filename = 'photo.jpg',
): Promise<FilePart> => ({ bytes: await jpegBytes(width, height), filename, type: 'image/jpeg' });

export const dataUrl = (mime: string, bytes: Buffer) =>
  `data:${mime};base64,${bytes.toString('base64')}`;

/** The bytes of a (tiny, not playable) MP4: what matters is the `ftyp` box at offset 4. */
export const mp4Bytes = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
    Buffer.alloc(64, 1),
  ]);

/** A request with a `form` body as `session`, as the CMS sends an upload. */
export const formRequest = (
  app: TestApp,
  method: Method,
  url: string,
  session: Session,
  body: ReturnType<typeof form>,
) =>
  app.fastify.inject({
    method,
    url,
    headers: { ...bearer(session), ...body.headers },
    payload: body.payload,
  });

export async function sectionPath(app: TestApp, key: string): Promise<string> {
  const res = await app.fastify.inject({ method: 'GET', url: '/api/v1/sections' });
  const entry = (res.json().sections as { key: string; path: string }[]).find((s) => s.key === key);
  if (!entry) throw new Error(`no section ${key}`);
  return entry.path;
}

/** A change to the section `key` as `session`, with a JSON body. */
export const patchSection = async (app: TestApp, session: Session, key: string, payload: object) =>
  app.fastify.inject({
    method: 'PATCH',
    url: await sectionPath(app, key),
    headers: bearer(session),
    payload,
  });

/** Creates an admin (as the super admin) and signs in as them. */
export async function createAdmin(app: TestApp, sup: Session, username: string): Promise<Session> {
  const password = `${username}-long-password`;
  const res = await app.fastify.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: bearer(sup),
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return signIn(app, username, password);
}

/** The stored file behind a /media path, as a visitor would fetch it. */
export async function fetchMedia(app: TestApp, path: string) {
  const res = await app.fastify.inject({ method: 'GET', url: path });
  if (res.statusCode !== 200) throw new Error(`GET ${path}: ${res.statusCode}`);
  return { bytes: res.rawPayload, type: res.headers['content-type'] };
}
