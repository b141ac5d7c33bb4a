/**
 * The media library (issue 15, decision 0016): listing, uploading, describing, replacing and
 * deleting stored files. Content refers to files by path, so replacing a file rewrites its path
 * in every section and record that uses it, in one content write. Each change is recorded in the
 * audit log, in the change's transaction where it has one.
 */
import { z } from 'zod';
import type { ImageSize } from '../../../content/fields';
import { replaceMediaPath } from '../../../content/media-refs';
import { collections, type CollectionName } from '../../../content/registry';
import {
  DESCRIBE_IMAGE,
  MEDIA_MAX_BYTES,
  MEDIA_PAGE_SIZE,
  mediaTypeOf,
  type MediaDetails,
  type MediaItem,
  type MediaList,
  type MediaListQuery,
  type MediaType,
  type MediaUse,
} from '../../../schemas/media';
import type { Db } from '../../db/client';
import { hasCode, UNIQUE_VIOLATION } from '../../db/errors';
import { storedNames, type MediaStore, type StoredFile } from '../../media/media-store';
import { cleanFileName, FILE_NAME_MESSAGE } from '../../media/file-name';
import { checkPdf, checkVideo, processImage, UploadError, type Upload } from '../../media/uploads';
import { collectionsRepo } from '../../repositories/content/collections-repo';
import { recordPatch } from '../../repositories/content/record-rows';
import { writeContent } from '../../repositories/content/content-version-repo';
import type { Cursor } from '../../repositories/shared/keyset';
import { mediaRepo, type MediaRow, type MediaUseRow } from '../../repositories/content/media-repo';
import { sectionsRepo } from '../../repositories/content/sections-repo';
import { auditTargets, recordAudit, type Actor } from '../shared/audit-log';
import { isHistoryTarget, releaseHistoryUses, rewriteHistory } from '../publishing/revisions';
import { ServiceError } from '../shared/service-error';

export class MediaError extends ServiceError<400 | 404 | 409 | 413> {}

/** A library upload is scaled down to fit this box: sharp on a phone, crisp on a desktop. */
export const LIBRARY_FIT: ImageSize = { width: 2560, height: 2560 };

const ANY_FILE_MESSAGE =
  'Upload an image (JPEG, PNG, WebP or GIF), a video (MP4 or WebM) or a PDF document';

const cursorSchema = z.object({
  at: z.string().regex(/^[\d\-:. +T]{10,40}$/),
  id: z.uuid(),
});

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

function decodeCursor(cursor: string): Cursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new MediaError(400, 'Some fields need attention', {
      cursor: 'This cursor is not one we handed out: start again from the first page',
    });
  }
}

const useOf = (row: MediaUseRow): MediaUse => ({
  target: row.target,
  label: row.label,
  fields: row.fields,
  href: row.href,
});

export function toMediaItem(row: MediaRow, uses: MediaUseRow[] = []): MediaItem {
  return {
    id: row.id,
    url: row.path,
    type: mediaTypeOf(row.mime),
    mime: row.mime,
    alt: row.decorative ? '' : row.alt,
    decorative: row.decorative,
    filename: row.filename,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    variants: row.variants ?? [],
    usedBy: uses.map(useOf),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a file's name and declared type say it is; undefined when they say nothing. */
function claimedType(upload: Upload): MediaType | 'other' | undefined {
  const name = (upload.filename ?? '').toLowerCase();
  const mime = (upload.mimetype ?? '').toLowerCase();
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '';
  if (ext === 'pdf' || mime === 'application/pdf') return 'document';
  if (mime.startsWith('video/') || ['mp4', 'm4v', 'webm'].includes(ext)) return 'video';
  if (
    mime.startsWith('image/') ||
    ['jpg', 'jpeg', 'jpe', 'jfif', 'png', 'webp', 'gif'].includes(ext)
  )
    return 'image';
  if (ext || (mime && mime !== 'application/octet-stream')) return 'other';
  return undefined;
}

/** What the bytes are, for a file whose name and type claim nothing. */
function sniffedType(bytes: Buffer): MediaType {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'document';
  if (bytes.toString('latin1', 4, 8) === 'ftyp' || bytes.readUInt32BE(0) === 0x1a45dfa3)
    return 'video';
  return 'image';
}

export interface UploadOptions extends MediaDetails {
  /** False for a file a field's editor uploads: swept once nothing uses it. */
  kept?: boolean;
  /** Scale an image down to fit (a field's size hint); the library's box otherwise. */
  fit?: ImageSize;
}

/** What the audit log calls a file: the name it was uploaded under, else its stored name. */
const fileLabel = (row: MediaRow) =>
  `Media library: ${row.filename || row.path.slice(row.path.lastIndexOf('/') + 1)}`;

export function createMediaLibrary(db: Db, media: MediaStore) {
  const repo = mediaRepo(db);

  const audit = (
    tx: Db,
    actor: Actor,
    action: 'media.upload' | 'media.update' | 'media.replace' | 'media.delete',
    row: MediaRow,
    fields: string[] = [],
  ) =>
    recordAudit(tx, actor, {
      action,
      target: auditTargets.media(row.id),
      targetLabel: fileLabel(row),
      fields,
    });

  const withUses = async (rows: MediaRow[]): Promise<MediaItem[]> => {
    const uses = await repo.usesOf(rows.map((r) => r.path));
    return rows.map((r) => toMediaItem(r, uses.get(r.path)));
  };

  async function find(id: string): Promise<MediaRow> {
    const row = z.uuid().safeParse(id).success ? await repo.byId(id) : undefined;
    if (!row) throw new MediaError(404, `There is no file ${id} in the library`);
    return row;
  }

  /** Runs an upload through the pipeline for its type, as a field error on `file`. */
  async function process(
    upload: Upload,
    fit: ImageSize,
    expected?: MediaType,
  ): Promise<StoredFile> {
    if (upload.bytes.length === 0) {
      throw new MediaError(400, 'Some fields need attention', { file: 'Choose a file to upload' });
    }
    // The name is cleaned before anything judges it, so what is checked is what is kept.
    const filename = cleanFileName(upload.filename);
    if (upload.filename?.trim() && !filename) {
      throw new MediaError(400, 'Some fields need attention', { file: FILE_NAME_MESSAGE });
    }
    const named: Upload = { ...upload, filename };
    const claimed = claimedType(named);
    if (claimed === 'other') {
      throw new MediaError(400, 'Some fields need attention', { file: ANY_FILE_MESSAGE });
    }
    const type = claimed ?? sniffedType(named.bytes);
    if (expected && type !== expected) {
      throw new MediaError(400, 'Some fields need attention', {
        file: `Replace it with another ${expected === 'document' ? 'PDF document' : expected}`,
      });
    }
    try {
      const file =
        type === 'image'
          ? await processImage(named, fit)
          : type === 'video'
            ? checkVideo(named, MEDIA_MAX_BYTES.video / (1024 * 1024))
            : checkPdf(named);
      return { ...file, filename: filename ?? '' };
    } catch (err) {
      if (!(err instanceof UploadError)) throw err;
      throw new MediaError(
        err.status,
        err.status === 413 ? 'That file is too large' : 'Some fields need attention',
        {
          file: err.message,
        },
      );
    }
  }

  return {
    async list(query: MediaListQuery): Promise<MediaList> {
      const limit = query.limit ?? MEDIA_PAGE_SIZE;
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const found = await repo.page(
        { q: query.q || undefined, type: query.type, unused: query.unused === 'true' },
        limit + 1,
        after,
      );
      const rows = found.slice(0, limit);
      const last = found.length > limit ? found[limit - 1] : undefined;
      return {
        media: await withUses(rows.map((r) => r.row)),
        ...(last ? { nextCursor: encodeCursor(last.cursor) } : {}),
      };
    },

    async get(id: string): Promise<MediaItem> {
      const [item] = await withUses([await find(id)]);
      if (!item) throw new MediaError(404, `There is no file ${id} in the library`);
      return item;
    },

    async upload(upload: Upload, options: UploadOptions, actor: Actor): Promise<MediaItem> {
      const file = await process(upload, options.fit ?? LIBRARY_FIT);
      const row = await media.saveRecorded(file, {
        kept: options.kept ?? true,
        alt: options.alt,
        decorative: options.decorative,
      });
      // Storing is files then a row, no transaction: the entry follows once the row is there.
      await audit(db, actor, 'media.upload', row);
      const [item] = await withUses([row]);
      return item ?? toMediaItem(row);
    },

    /** Changes the description; pages showing the file show the new one at once. */
    async describe(id: string, details: MediaDetails, actor: Actor): Promise<MediaItem> {
      const row = await find(id);
      if (details.alt === undefined && details.decorative === undefined) return this.get(id);
      const decorative = details.decorative ?? (details.alt ? false : row.decorative);
      const alt = details.alt ?? row.alt;
      if (mediaTypeOf(row.mime) === 'image' && !decorative && !alt) {
        throw new MediaError(400, 'Some fields need attention', { alt: DESCRIBE_IMAGE });
      }
      const change = { alt: decorative ? null : alt || null, decorative };
      await writeContent(db, async (tx) => {
        await mediaRepo(tx).update(id, change);
        await audit(tx, actor, 'media.update', row, [
          ...(change.alt !== row.alt ? ['Alt text'] : []),
          ...(change.decorative !== row.decorative ? ['Decorative'] : []),
        ]);
      });
      media.forget([row.path]);
      return this.get(id);
    },

    /**
     * Puts new bytes in place of a file: every section and record that uses it shows the new
     * one at once, its description stays, and the old bytes are deleted.
     */
    async replace(id: string, upload: Upload, actor: Actor): Promise<MediaItem> {
      const row = await find(id);
      const file = await process(upload, LIBRARY_FIT, mediaTypeOf(row.mime));
      const { path, variants } = await media.store(file);
      if (path === row.path) return this.get(id);
      try {
        await writeContent(db, async (tx) => {
          const updated = await mediaRepo(tx).update(id, {
            path,
            variants,
            mime: file.mime,
            width: file.width ?? null,
            height: file.height ?? null,
            bytes: file.bytes.length,
            filename: file.filename ?? row.filename,
          });
          if (!updated) throw new MediaError(404, `There is no file ${id} in the library`);
          await audit(tx, actor, 'media.replace', row, ['File']);
          // The uses followed the row to the new path (on update cascade).
          for (const target of await usingTargets(tx, path)) {
            await rewrite(tx, target, row.path, path);
          }
        });
      } catch (err) {
        if (hasCode(err, UNIQUE_VIOLATION)) {
          throw new MediaError(409, 'That exact file is already in the library', {
            file: 'That exact file is already in the library: choose it from there instead',
          });
        }
        throw err;
      }
      media.forget([row.path, path]);
      await media.files.remove(storedNames(row.path, row.variants));
      return this.get(id);
    },

    /** Deletes an unused file and every stored variant; a file in use is refused with its uses. */
    async remove(id: string, actor: Actor): Promise<void> {
      const row = await find(id);
      await releaseHistoryUses(db, row.path);
      const removed = await media.sweep([row.path], { kept: true });
      if (removed.length > 0) {
        // The sweep deletes the row, then the bytes: the entry follows.
        await audit(db, actor, 'media.delete', row);
        return;
      }
      const uses = (await repo.usesOf([row.path])).get(row.path) ?? [];
      if (uses.length === 0) {
        // Deleted by someone else a moment ago.
        throw new MediaError(404, `There is no file ${id} in the library`);
      }
      throw new MediaInUseError(uses.map(useOf));
    },

    /** Unkept files that nothing has used for a day: left by writes that failed. */
    sweepOrphans: () => media.sweepOrphans(new Date(Date.now() - 24 * 60 * 60 * 1000)),
  };
}

/** A file still used somewhere: the uses travel with the refusal. */
export class MediaInUseError extends MediaError {
  constructor(readonly uses: MediaUse[]) {
    super(
      409,
      `This file is used in ${uses.length} ${uses.length === 1 ? 'place' : 'places'}: remove it from ${uses.length === 1 ? 'there' : 'them'} first`,
    );
  }
}

async function usingTargets(tx: Db, path: string): Promise<string[]> {
  return (await mediaRepo(tx).usesOf([path])).get(path)?.map((u) => u.target) ?? [];
}

/** Replaces `from` with `to` in one target's stored value. */
async function rewrite(tx: Db, target: string, from: string, to: string): Promise<void> {
  if (isHistoryTarget(target)) return rewriteHistory(tx, target, from, to);
  const slash = target.indexOf('/');
  const name = target.slice(0, slash) as CollectionName;
  if (Object.hasOwn(collections, name)) {
    const id = target.slice(slash + 1);
    const record = await collectionsRepo(tx).byId(name, id);
    if (!record) return;
    const fields = Object.keys(collections[name].fields);
    const patch = Object.fromEntries(
      fields.map((f) => [f, replaceMediaPath((record as Record<string, unknown>)[f], from, to)]),
    );
    await collectionsRepo(tx).update(name, id, recordPatch(name, patch));
    return;
  }
  const section = await sectionsRepo(tx).byKey(target);
  if (section) {
    await sectionsRepo(tx).replaceData(target, replaceMediaPath(section.data, from, to));
  }
}

export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
