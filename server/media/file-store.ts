/**
 * Where media bytes live (issue 15): the local disk by default, or an S3-compatible bucket.
 * Names are flat (`ab12….jpg`, `ab12…-w640.avif`) and never change meaning, since a name is a
 * hash of its bytes; so a store needs no updates, only puts, reads and deletes.
 */
import { randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Stores `bytes` under `name`; a reader never sees half a file. */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  has(name: string): Promise<boolean>;
  /** The bytes, or undefined when there is no such file. */
  read(name: string): Promise<Buffer | undefined>;
  /** Deletes the files that exist among `names`; missing ones are not an error. */
  remove(names: string[]): Promise<void>;
}

export interface LocalFileStore extends FileStore {
  readonly kind: 'local';
  /** The directory served under /media/. */
  readonly dir: string;
}

/** A name as stored: one path segment, nothing that could climb out of the store. */
export function isStoredName(name: string): boolean {
  return /^[\w-]+(\.[\w-]+)*$/.test(name) && name.length <= 200;
}

export function localFileStore(dir: string): LocalFileStore {
  let ready: Promise<unknown> | undefined;
  const fileOf = (name: string) => {
    if (!isStoredName(name)) throw new Error(`not a stored file name: ${name}`);
    return join(dir, name);
  };
  const has = (name: string) =>
    access(fileOf(name)).then(
      () => true,
      () => false,
    );
  return {
    kind: 'local',
    dir,
    has,
    async put(name, bytes) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const file = fileOf(name);
      const tmp = `${file}.${randomUUID()}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, file);
    },
    read: (name) => readFile(fileOf(name)).catch(() => undefined),
    async remove(names) {
      await Promise.all(names.map((n) => rm(fileOf(n), { force: true })));
    },
  };
}
