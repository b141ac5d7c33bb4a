/**
 * The name an upload was sent with, made safe to keep and show (issue 50, point 4;
 * docs/decisions/0041-file-names.md). A name is only ever a label — files are stored under names
 * the server makes (a hash, a random id) — but it goes into a database row, the CMS, a
 * download's `Content-Disposition` and a personal-data export. PostgreSQL refuses NUL and
 * broken UTF-8, bidi overrides make `cv‮fdp.exe` read as `cvexe.pdf`, and a path
 * (`../../x`, `C:\Users\…\cv.pdf`) is nobody's business. Every upload path (CVs, quote
 * attachments, the media library, files in content writes) passes its name through here before
 * anything is written.
 */

/** The longest name kept, in UTF-16 code units (what JavaScript and the CMS count). */
export const FILE_NAME_MAX = 200;

/** A field's message when a name was sent but nothing of it can be kept. */
export const FILE_NAME_MESSAGE =
  'Rename the file so its name has letters or digits, then attach it again';

/**
 * Removed outright: control characters (NUL, C1, DEL), format characters (bidi overrides and
 * isolates, zero-width joiners, the BOM, soft hyphens), lone surrogates, noncharacters, and the
 * replacement character a decoder puts where bytes were not UTF-8.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Noncharacter_Code_Point}\uFFFD]/gu;
/** Any run of spaces, tabs' successors and line or paragraph separators becomes one space. */
const SPACES = /[\s\p{Z}]+/gu;
/** Characters Windows refuses in names, some of them quoting or path syntax elsewhere. */
const RESERVED = /[<>:"|?*]/g;
/** An extension worth keeping through a cut: a dot and 1 to 10 ASCII letters or digits. */
const EXTENSION = /\.[A-Za-z0-9]{1,10}$/;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The longest start of `text` at most `max` code units long that splits no character. */
function cut(text: string, max: number): string {
  let out = '';
  for (const { segment } of graphemes.segment(text)) {
    if (out.length + segment.length > max) break;
    out += segment;
  }
  return out;
}

const unusable = (name: string) => /^\.*$/.test(name);

/**
 * The name to keep for an upload sent as `raw`, or undefined when nothing usable remains (no
 * name, or only dots, separators and invisible characters). Pure and idempotent: the result has
 * no control or format characters, no `/` or `\`, is valid UTF-16 (so valid UTF-8), is at most
 * FILE_NAME_MAX long and keeps its extension (`.pdf`) when it had one.
 */
export function cleanFileName(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  // Removed before normalising, so what the removal joins up is composed too.
  let name = raw.replace(INVISIBLE, '').normalize('NFC');
  // Browsers send the last part; old ones and hand-made requests send a whole path.
  name = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  name = name.replace(/^[A-Za-z]:/, '');
  name = name.replace(SPACES, ' ').replace(RESERVED, '_').trim();
  if (unusable(name)) return undefined;
  if (name.length > FILE_NAME_MAX) {
    const extension = EXTENSION.exec(name)?.[0] ?? '';
    const stem = name.slice(0, name.length - extension.length);
    name = `${cut(stem, FILE_NAME_MAX - extension.length).trimEnd()}${extension}`;
    if (unusable(name)) return undefined;
  }
  return name;
}
