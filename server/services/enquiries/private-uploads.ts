/**
 * Files a visitor sends that only staff may open (a job application's CV, a quote's drawing):
 * each checked by its first bytes and its size, its sent name cleaned, stored under a random
 * name, and stored before the row that names it, which removes it again if that row is not
 * written. The enquiry service and the quote basket (a configured enclosure's drawing) share it.
 */
import { randomUUID } from 'node:crypto';
import type { FileStore } from '../../media/file-store';
import { cleanFileName, FILE_NAME_MESSAGE } from '../../media/file-name';
import { ATTACHMENT_MAX_BYTES } from '../../../schemas/quote';

/** A file as a form or the API sent it. */
export interface UploadedCv {
  bytes: Buffer;
  filename: string;
}

/** The type each kind of private file is stored and sent with. */
export const privateFileTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
} as const;

/** PDF by its header; DOCX as a zip that holds a Word document. */
export function cvKind(bytes: Buffer): 'pdf' | 'docx' | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    const names = bytes.toString('latin1');
    if (names.includes('[Content_Types].xml') && names.includes('word/')) return 'docx';
  }
  return undefined;
}

/** A quote's attachment (a drawing, a scan, a photo of a nameplate) by its first bytes. */
export function attachmentKind(bytes: Buffer): 'pdf' | 'png' | 'jpg' | 'webp' | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'jpg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return undefined;
}

/** A checked private file about to be stored: its stored name, bytes, type and sent name. */
export interface PrivateFile {
  stored: string;
  bytes: Buffer;
  type: string;
  name: string | undefined;
}

/**
 * The name a private file was sent with, cleaned (server/media/file-name.ts), or the field's
 * message when a name was sent but nothing of it can be kept.
 */
export function sentName(upload: UploadedCv): { name: string | undefined } | { refused: string } {
  const name = cleanFileName(upload.filename);
  return upload.filename.trim() && !name ? { refused: FILE_NAME_MESSAGE } : { name };
}

/**
 * Stores `file`, then runs `write`, the row that names it. When the write fails the file is
 * removed again and the write's error goes on: no CV is left behind that no enquiry names, where
 * neither an erasure nor the retention job could find it. A crash between the two, or a removal
 * that fails too, is the private-file sweep's (private-file-sweep.ts).
 */
export async function storeThenWrite<T>(
  files: FileStore,
  file: PrivateFile | undefined,
  write: () => Promise<T>,
): Promise<T> {
  if (!file) return write();
  await files.put(file.stored, file.bytes, file.type);
  try {
    return await write();
  } catch (err) {
    await files.remove([file.stored]).catch(() => undefined);
    throw err;
  }
}

/**
 * A quote's attachment checked and named for storing, its refusal in words, or undefined when
 * nothing was sent (an empty file field).
 */
export function checkedAttachment(
  upload: UploadedCv | undefined,
): { file: PrivateFile } | { refused: string } | undefined {
  if (!upload || upload.bytes.length === 0) return undefined;
  if (upload.bytes.length > ATTACHMENT_MAX_BYTES)
    return { refused: 'Attach a file of at most 10 MB' };
  const kind = attachmentKind(upload.bytes);
  if (!kind) return { refused: 'Attach a PDF or an image (PNG, JPEG or WebP)' };
  const sent = sentName(upload);
  if ('refused' in sent) return sent;
  return {
    file: {
      stored: `${randomUUID()}.${kind}`,
      bytes: upload.bytes,
      type: privateFileTypes[kind],
      name: sent.name,
    },
  };
}
