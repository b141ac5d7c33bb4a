/**
 * The seed is data (issue 54, point 2): the first-start copy of every section, collection and
 * product family is kept in YAML files (content/seed/, app/catalogue/<family>/seed.yaml), and a
 * value read from one is checked here against the declaration an editor's write is checked
 * against: its fields (no name it does not declare), their zod schemas and a layout's details.
 * Reading the files is the seeder's (server/services/content/seed-files.ts). What a file may
 * say beyond the stored value:
 *
 * - Every scalar is text (YAML's failsafe schema): `140`, `yes` and `IP68` need no quotes.
 * - An image is `{picture: <what it shows>}`, drawn by the seeder at its field's size
 *   (`{picture: …, size: 1280x720}` for another), or `{file: <name>}`, a file of
 *   content/seed/assets/; an image list is a list of them; `''` is none.
 * - Rich text is its HTML, where a line break between two tags is not part of the text, so a
 *   block scalar (`|`) holds a paragraph or a list item a line.
 * - A field left out of a list entry, a collection's record or a layout's details starts empty
 *   (a choice at its initial value), as a new one does in the CMS; a section gives every field.
 */
import type { z } from 'zod';
import type { Layouts } from './collection';
import { emptyValue, objectOf, type Field, type Fields, type ImageSize } from './fields';
import { placeholder } from './section';
import { isSeedAsset, seedAsset } from './seed/assets/descriptions';

/** Where in a seed file something is: its keys and list positions from the top. */
export type SeedPath = readonly (string | number)[];

export interface SeedProblem {
  path: SeedPath;
  message: string;
}

/** A seed file that does not read: every problem found, each where it is in the file. */
export class SeedFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly (SeedProblem & { line?: number })[],
  ) {
    const where = ({ path, line }: SeedProblem & { line?: number }) =>
      path.length === 0
        ? line
          ? `line ${line}`
          : '(the file)'
        : `${path.join('.')}${line ? ` (line ${line})` : ''}`;
    super(
      `${file} is not seed data as its declarations say:\n${problems.map((p) => `  ${where(p)}: ${p.message}`).join('\n')}`,
    );
    this.name = 'SeedFileError';
  }
}

/** What a value read from a seed file is checked against. */
export interface SeedShape {
  fields: Fields;
  schema: z.ZodType;
  /** A section's value gives every field; a record or an entry may leave one out. */
  complete: boolean;
  /** A group field whose fields another field chooses (a product's details by its layout). */
  layouts?: Layouts;
  /** Fields a record cannot be without, with what to say when one is empty. */
  required?: Readonly<Partial<Record<string, string>>>;
  /** Names a record may give beside its fields: a page's address where it is no field. */
  extra?: readonly string[];
}

type Mapping = Record<string, unknown>;

export const isMapping = (v: unknown): v is Mapping =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const sizeText = /^(\d+)x(\d+)$/;

/** Reads one value; `problems` and the seeder's image markers are gathered as it goes. */
class Reading {
  readonly problems: SeedProblem[] = [];
  /** The image values made here, which stand for stored files when the schemas check them. */
  readonly images = new Set<string>();

  problem(path: SeedPath, message: string) {
    this.problems.push({ path, message });
  }

  /** `{picture}`, `{file}` or `''` as the seeder's marker (content/section.ts, placeholder()). */
  image(value: unknown, size: ImageSize | undefined, path: SeedPath): string {
    if (value === '') return '';
    const { picture, file, size: given, ...rest } = isMapping(value) ? value : {};
    const names = Object.keys(rest);
    if (names.length > 0) {
      this.problem([...path, names[0] ?? ''], 'an image says only picture and size, or file');
    } else if (typeof picture === 'string' && file === undefined) {
      const wanted = typeof given === 'string' ? sizeText.exec(given) : undefined;
      const dims = wanted ? { width: Number(wanted[1]), height: Number(wanted[2]) } : size;
      if (given !== undefined && !wanted) {
        this.problem([...path, 'size'], 'a size is <width>x<height>, e.g. 1280x720');
      } else if (!dims) {
        this.problem(path, 'this field has no size of its own: give one, size: <width>x<height>');
      } else if (picture.trim() === '' || picture.includes(',')) {
        this.problem([...path, 'picture'], 'say what the picture shows, without commas');
      } else {
        return this.made(placeholder(dims.width, dims.height, picture));
      }
      return '';
    } else if (typeof file === 'string' && picture === undefined && given === undefined) {
      if (isSeedAsset(file)) return this.made(seedAsset(file));
      this.problem([...path, 'file'], `content/seed/assets/descriptions.ts describes no ${file}`);
      return '';
    } else {
      this.problem(path, "expected {picture: <what it shows>}, {file: <name>} or ''");
    }
    return '';
  }

  private made(marker: string): string {
    this.images.add(marker);
    return marker;
  }

  field(f: Field, value: unknown, path: SeedPath, details?: Fields): unknown {
    switch (f.kind) {
      case 'image':
        return this.image(value, f.size, path);
      case 'video':
      case 'document':
        return this.image(value, undefined, path);
      case 'imageList':
        if (value === '' || !Array.isArray(value)) return value;
        return this.made(value.map((v, i) => this.image(v, f.size, [...path, i])).join(','));
      case 'richText':
        // A line break between two tags, and the block's last one, are the file's layout.
        return typeof value === 'string' ? value.replace(/>\n[ \t]*</g, '><').trimEnd() : value;
      case 'list':
        if (!Array.isArray(value)) return value;
        return value.map((entry, i) =>
          isMapping(entry)
            ? this.fields({ fields: f.fields, complete: false }, entry, [...path, i])
            : entry,
        );
      case 'group':
        return details && isMapping(value)
          ? this.fields({ fields: details, complete: false }, value, path)
          : value;
      default:
        return value;
    }
  }

  fields(
    shape: Pick<SeedShape, 'fields' | 'complete' | 'layouts' | 'extra'>,
    value: Mapping,
    path: SeedPath,
  ): Mapping {
    const { fields, layouts } = shape;
    const out: Mapping = {};
    for (const name of Object.keys(value)) {
      if (name in fields) continue;
      if (shape.extra?.includes(name)) out[name] = value[name];
      else {
        const known = Object.keys(fields).join(', ');
        this.problem([...path, name], `no such field here; the fields are ${known}`);
      }
    }
    // The layout's field last: its fields are chosen by another field, perhaps left out.
    const last = (name: string) => (name === layouts?.field ? 1 : 0);
    const declared = Object.entries(fields).sort(([a], [b]) => last(a) - last(b));
    for (const [name, f] of declared) {
      const at = [...path, name];
      if (layouts && name === layouts.field) {
        out[name] = this.field(f, value[name] ?? {}, at, layoutFields(layouts, out));
      } else if (name in value) {
        out[name] = this.field(f, value[name], at);
      } else if (shape.complete) {
        this.problem(at, "missing: a section gives every field ('' or [] when empty)");
      } else {
        out[name] = emptyValue({ [name]: f })[name];
      }
    }
    return out;
  }

  /** The value as the schemas see a stored one: each image made here a path under /media/. */
  standIn(value: unknown): unknown {
    if (typeof value === 'string') {
      const file = (marker: string) => `/media/seed-file${/\.\w+$/.exec(marker)?.[0] ?? '.jpg'}`;
      return this.images.has(value) ? value.replace(/[^,]+/g, file) : value;
    }
    if (Array.isArray(value)) return value.map((v) => this.standIn(v));
    if (isMapping(value)) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.standIn(v)]));
    }
    return value;
  }

  /** The schema's problems, but where a problem is said already (a missing field, say). */
  check(schema: z.ZodType, value: unknown, path: SeedPath) {
    const checked = schema.safeParse(this.standIn(value));
    if (checked.success) return;
    const said = this.problems.map((p) => p.path.join('.'));
    for (const issue of checked.error.issues) {
      const at = [...path, ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))];
      const key = at.join('.');
      if (!said.some((s) => key === s || key.startsWith(`${s}.`))) this.problem(at, issue.message);
    }
  }
}

/** The fields of the layout a record chose (a layout without fields of its own holds none). */
const layoutFields = (layouts: Layouts, record: Mapping): Fields =>
  layouts.fields[String(record[layouts.by])] ?? {};

/**
 * One value of a seed file (a section's, a record's) as the seeder takes it, with images as its
 * markers, and what is wrong with it, each problem at its path below `path`.
 */
export function readSeedValue(
  shape: SeedShape,
  raw: unknown,
  path: SeedPath,
): { value: Mapping; problems: SeedProblem[] } {
  const reading = new Reading();
  if (!isMapping(raw)) {
    reading.problem(path, 'expected its fields, name: value');
    return { value: {}, problems: reading.problems };
  }
  const value = reading.fields(shape, raw, path);
  reading.check(shape.schema, value, path);
  const { layouts } = shape;
  if (layouts) {
    const details = objectOf(layoutFields(layouts, value));
    reading.check(details, value[layouts.field], [...path, layouts.field]);
  }
  for (const [name, message] of Object.entries(shape.required ?? {})) {
    if (value[name] === '' && message) reading.problem([...path, name], message);
  }
  return { value, problems: reading.problems };
}
