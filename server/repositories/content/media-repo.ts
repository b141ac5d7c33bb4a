import { and, eq, ilike, inArray, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { MediaType } from '../../../schemas/media';
import type { Db } from '../../db/client';
import { media, mediaUses } from '../../db/schema';
import { afterCursor, cursorOf, newestFirstOrder, type Cursor } from '../shared/keyset';
import { containsPattern } from '../shared/like-pattern';

export type MediaInsert = typeof media.$inferInsert;
export type MediaRow = typeof media.$inferSelect;
export type MediaUseRow = typeof mediaUses.$inferSelect;

/** One use of a file as a write records it. */
export interface UseInsert {
  path: string;
  fields: string;
}

/** What a file shows, said by whoever stored it: a description, or decorative on purpose. */
export type Description = { alt: string } | { decorative: true };

/** Ways a file enters the library (media-store.ts, SaveOptions). */
export interface RecordOptions {
  kept?: boolean;
  alt?: string;
  decorative?: boolean;
  /** Given only to a file that is neither described nor decorative: never over a choice made. */
  ifUndescribed?: Description;
}

const undescribed = () => and(isNull(media.alt), eq(media.decorative, false));

/** The columns that give a file nobody described `description`, and leave any other alone. */
const describedIfBlank = (description: Description) =>
  'alt' in description
    ? {
        alt: sql`case when ${undescribed()} then ${description.alt} else ${media.alt} end`,
      }
    : { decorative: sql`${media.decorative} or ${media.alt} is null` };

export interface MediaFilter {
  q?: string;
  type?: MediaType;
  unused?: boolean;
}

const typeCondition: Record<MediaType, SQL> = {
  image: like(media.mime, 'image/%'),
  video: like(media.mime, 'video/%'),
  document: sql`${media.mime} not like 'image/%' and ${media.mime} not like 'video/%'`,
};

const unusedCondition = () =>
  sql`not exists (select 1 from ${mediaUses} where ${mediaUses.mediaPath} = ${media.path})`;

export function mediaRepo(db: Db) {
  return {
    /**
     * Records a stored file. A file stored again keeps its row and description but gains the
     * variants it lacked, and becomes kept when it is now put in the library on purpose.
     */
    record: (row: MediaInsert, options: RecordOptions = {}) => {
      const { ifUndescribed: blank } = options;
      const chosen = Boolean(options.alt || options.decorative);
      return db
        .insert(media)
        .values({
          ...row,
          kept: options.kept ?? false,
          alt: options.alt || (!chosen && blank && 'alt' in blank ? blank.alt : null),
          decorative: options.decorative ?? (!chosen && blank !== undefined && !('alt' in blank)),
        })
        .onConflictDoUpdate({
          target: media.path,
          set: {
            variants: row.variants ?? null,
            ...(options.kept ? { kept: true } : {}),
            ...(options.alt ? { alt: options.alt, decorative: false } : {}),
            ...(options.decorative ? { decorative: true } : {}),
            ...(!chosen && blank ? describedIfBlank(blank) : {}),
          },
        })
        .returning();
    },

    /** Image and video rows that are neither described nor decorative. */
    undescribed: () =>
      db
        .select({ path: media.path, width: media.width, height: media.height })
        .from(media)
        .where(and(undescribed(), or(like(media.mime, 'image/%'), like(media.mime, 'video/%')))),

    /** Gives the file at `path` the description if it has none; true when it did. */
    describeIfBlank: async (path: string, description: Description): Promise<boolean> =>
      (
        await db
          .update(media)
          .set({
            ...('alt' in description ? { alt: description.alt } : { decorative: true }),
            updatedAt: new Date(),
          })
          .where(and(eq(media.path, path), undescribed()))
          .returning({ path: media.path })
      ).length > 0,

    /** The rows of these paths (unknown paths are simply absent). */
    byPaths: (paths: string[]) =>
      paths.length === 0
        ? Promise.resolve([])
        : db
            .select({
              path: media.path,
              width: media.width,
              height: media.height,
              variants: media.variants,
              alt: media.alt,
              decorative: media.decorative,
              bytes: media.bytes,
              mime: media.mime,
            })
            .from(media)
            .where(inArray(media.path, paths)),

    byId: async (id: string): Promise<MediaRow | undefined> =>
      (await db.select().from(media).where(eq(media.id, id)).limit(1))[0],

    byPath: async (path: string): Promise<MediaRow | undefined> =>
      (await db.select().from(media).where(eq(media.path, path)).limit(1))[0],

    /** Images stored before variants existed. */
    withoutVariants: () =>
      db
        .select()
        .from(media)
        .where(and(isNull(media.variants), like(media.mime, 'image/%'))),

    /** A page of the library, newest first, with each row's cursor. */
    page: (filter: MediaFilter, limit: number, after?: Cursor) =>
      db
        .select({ row: media, cursor: cursorOf(media) })
        .from(media)
        .where(
          and(
            filter.q
              ? or(
                  ilike(media.filename, containsPattern(filter.q)),
                  ilike(media.alt, containsPattern(filter.q)),
                  ilike(media.path, containsPattern(filter.q)),
                )
              : undefined,
            filter.type ? typeCondition[filter.type] : undefined,
            filter.unused ? unusedCondition() : undefined,
            after ? afterCursor(media, after) : undefined,
          ),
        )
        .orderBy(...newestFirstOrder(media))
        .limit(limit),

    update: async (
      id: string,
      patch: Partial<Omit<MediaInsert, 'id' | 'createdAt'>>,
    ): Promise<MediaRow | undefined> =>
      (
        await db
          .update(media)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(media.id, id))
          .returning()
      )[0],

    /**
     * Deletes the row of `path` unless something uses it (or it is kept, with `onlyUnkept`);
     * answers the deleted row. A use being written at the same moment holds the row through the
     * foreign key, so the delete then fails and the file stays.
     */
    removeUnused: async (path: string, onlyUnkept: boolean): Promise<MediaRow | undefined> =>
      (
        await db
          .delete(media)
          .where(
            and(
              eq(media.path, path),
              unusedCondition(),
              onlyUnkept ? eq(media.kept, false) : undefined,
            ),
          )
          .returning()
      )[0],

    /** Unkept files nothing uses that were stored before `before`: what a sweep removes. */
    orphans: (before: Date, limit: number) =>
      db
        .select({ path: media.path })
        .from(media)
        .where(and(eq(media.kept, false), lt(media.createdAt, before), unusedCondition()))
        .limit(limit),

    /** The uses of these paths, by path. */
    usesOf: async (paths: string[]): Promise<Map<string, MediaUseRow[]>> => {
      const out = new Map<string, MediaUseRow[]>();
      if (paths.length === 0) return out;
      const rows = await db
        .select()
        .from(mediaUses)
        .where(inArray(mediaUses.mediaPath, paths))
        .orderBy(mediaUses.label);
      for (const row of rows) {
        const list = out.get(row.mediaPath) ?? [];
        list.push(row);
        out.set(row.mediaPath, list);
      }
      return out;
    },

    /** The paths a target uses now. */
    pathsUsedBy: async (target: string): Promise<string[]> =>
      (
        await db
          .select({ path: mediaUses.mediaPath })
          .from(mediaUses)
          .where(eq(mediaUses.target, target))
      ).map((r) => r.path),

    /**
     * Replaces a target's uses with `uses` (those naming files the library does not hold, such
     * as a typed path, are left out: nothing to show or protect). Answers the paths it used
     * before, so the caller can sweep the ones it dropped.
     */
    setUses: async (
      target: string,
      label: string,
      href: string,
      uses: UseInsert[],
    ): Promise<string[]> => {
      const before = await db
        .delete(mediaUses)
        .where(eq(mediaUses.target, target))
        .returning({ path: mediaUses.mediaPath });
      if (uses.length > 0) {
        const known = new Set(
          (
            await db
              .select({ path: media.path })
              .from(media)
              .where(
                inArray(
                  media.path,
                  uses.map((u) => u.path),
                ),
              )
          ).map((r) => r.path),
        );
        const rows = uses
          .filter((u) => known.has(u.path))
          .map((u) => ({ mediaPath: u.path, target, label, href, fields: u.fields }));
        if (rows.length > 0) await db.insert(mediaUses).values(rows).onConflictDoNothing();
      }
      return before.map((r) => r.path);
    },

    /** Every use, for a rebuild. */
    clearUses: () => db.delete(mediaUses),
  };
}
