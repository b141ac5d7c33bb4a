/**
 * The datasheet's typefaces: Noto Sans, embedded as a subset (only the glyphs the sheet uses), so
 * every character an editor types prints as itself rather than the standard fonts' `?`. Noto
 * Sans has no mathematical operators (≤, ≥, ±…), so DejaVu Sans, which has them, draws what Noto
 * lacks; it is embedded only when the sheet has such a character. The files ship in npm
 * packages (installed by `npm ci`), read once per process.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as FontkitModule from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);

/** What Babel's regenerator runtime hands a compiled generator's body. */
interface GeneratorContext {
  prev: number;
  next: number | string;
  done: boolean;
  stop(): undefined;
}

/**
 * The bundle's one generator (the state machine that finds syllables for the Indic and
 * universal shapers: Devanagari, which Noto Sans draws, and its kin) was compiled for Babel's
 * regenerator runtime, which it expects as a global and does not ship: such text threw
 * "regeneratorRuntime is not defined" (found by tests/unit/datasheet.test.ts). This is as much
 * of that runtime as the compiled body uses: each call runs it to its next `return`, a yield
 * when it set `next` first, the end when it called `stop()`.
 */
const regeneratorRuntime = {
  mark: <F>(fn: F): F => fn,
  wrap(body: (context: GeneratorContext) => unknown) {
    const context: GeneratorContext = {
      prev: 0,
      next: 0,
      done: false,
      stop() {
        this.done = true;
        return undefined;
      },
    };
    const iterator = {
      next() {
        if (context.done) return { value: undefined, done: true };
        const value = body(context);
        return context.done ? { value: undefined, done: true } : { value, done: false };
      },
      [Symbol.iterator]: () => iterator,
    };
    return iterator;
  },
};
const globals = globalThis as { regeneratorRuntime?: unknown };
globals.regeneratorRuntime ??= regeneratorRuntime;

type Fontkit = typeof FontkitModule;

const FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  fallbackRegular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  fallbackBold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

let bytes: Record<keyof typeof FILES, Buffer> | undefined;
/** The font files, read on first use and kept: about 2.7 MB. */
const fontBytes = () =>
  (bytes ??= {
    regular: readFileSync(require.resolve(FILES.regular)),
    bold: readFileSync(require.resolve(FILES.bold)),
    fallbackRegular: readFileSync(require.resolve(FILES.fallbackRegular)),
    fallbackBold: readFileSync(require.resolve(FILES.fallbackBold)),
  });

/** A weight of the sheet's typeface: Noto Sans, and what draws the characters it lacks. */
export interface Face {
  main: PDFFont;
  fallback: PDFFont | undefined;
  has: ReadonlySet<number>;
}

export interface Fonts {
  regular: Face;
  bold: Face;
}

/** What a TrueType subset builds its `glyf` table from (@pdf-lib/fontkit's TTFSubset). */
interface GlyphSubset {
  glyf: Uint8Array[];
  offset: number;
  _addGlyph(gid: number): number;
}

/**
 * @pdf-lib/fontkit 1.1.1 writes a subset's `loca` in the short format (offsets halved) without
 * padding each glyph to an even length, so after the first odd-length glyph every offset is a
 * byte off and viewers draw blanks for most letters, while the text still extracts (fixed
 * upstream in fontkit 1.8, foliojs/fontkit#191, never in this fork). Noto Sans has odd-length
 * glyphs. Each glyph added to a subset is padded here to an even length, which is what the
 * format requires.
 */
function padSubsetGlyphs(font: ReturnType<Fontkit['create']>) {
  const proto = Object.getPrototypeOf(font.createSubset()) as GlyphSubset & { padded?: true };
  if (proto.padded) return;
  const addGlyph = proto._addGlyph;
  proto._addGlyph = function (this: GlyphSubset, gid: number) {
    const index = addGlyph.call(this, gid);
    const glyph = this.glyf[index];
    if (glyph && glyph.length % 2 === 1) {
      // The bundle's own Buffer (its stream refuses Node's): the class the glyph came in.
      const padded = (glyph.constructor as unknown as { alloc(size: number): Uint8Array }).alloc(
        glyph.length + 1,
      );
      padded.set(glyph);
      this.glyf[index] = padded;
      this.offset += 1;
    }
    return index;
  };
  proto.padded = true;
}

let notoCharacters: ReadonlySet<number> | undefined;
/** The characters Noto Sans draws (both weights have the same set). */
const notoHas = (fontkit: Fontkit) =>
  (notoCharacters ??= new Set(fontkit.create(fontBytes().regular).characterSet));

/**
 * Each font file parsed once per process. pdf-lib asks its fontkit to parse the bytes again for
 * every document, and a parsed font decodes its shaping tables (GSUB, GPOS) lazily, on first
 * use: that decoding, repeated per sheet, was most of a sheet's time. Handing pdf-lib the font
 * parsed before keeps those tables; each document still takes its own subset of it. fontkit
 * loads with the first sheet, not with the server (eslint.config.js).
 */
const parsed = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();
let shared: Promise<Fontkit> | undefined;
const sharedFontkit = () =>
  (shared ??= import('@pdf-lib/fontkit').then((loaded) => {
    // The package is UMD: Node's ESM loader puts its exports under `default`, bundlers do not.
    const fontkit = (loaded as Fontkit & { default?: Fontkit }).default ?? loaded;
    return {
      ...fontkit,
      create(buffer: Uint8Array, postscriptName?: string) {
        let font = parsed.get(buffer);
        if (!font) {
          font = fontkit.create(buffer, postscriptName);
          padSubsetGlyphs(font);
          parsed.set(buffer, font);
        }
        return font;
      },
    };
  }));

/** Embeds the fonts `text` (every word the sheet prints) needs in `doc`. */
export async function embedFonts(doc: PDFDocument, text: string): Promise<Fonts> {
  const fontkit = await sharedFontkit();
  doc.registerFontkit(fontkit);
  const files = fontBytes();
  const has = notoHas(fontkit);
  const lacking = [...text].some((c) => c.trim() !== '' && !has.has(c.codePointAt(0) ?? 0));
  const embed = async (name: keyof typeof FILES) => {
    const font = await doc.embedFont(files[name], { subset: true });
    fileOf.set(font, name);
    return font;
  };
  const [regular, bold, fallbackRegular, fallbackBold] = await Promise.all([
    embed('regular'),
    embed('bold'),
    lacking ? embed('fallbackRegular') : undefined,
    lacking ? embed('fallbackBold') : undefined,
  ]);
  return {
    regular: { main: regular, fallback: fallbackRegular, has },
    bold: { main: bold, fallback: fallbackBold, has },
  };
}

/** Runs of `text` each drawn by one font: Noto Sans, or the fallback for what it lacks. */
export function runs(face: Face, text: string): [PDFFont, string][] {
  const out: [PDFFont, string][] = [];
  for (const c of text) {
    const font =
      face.fallback && !face.has.has(c.codePointAt(0) ?? 0) && c.trim() !== ''
        ? face.fallback
        : face.main;
    const last = out[out.length - 1];
    if (last && last[0] === font) last[1] += c;
    else out.push([font, c]);
  }
  return out;
}

/** Which file an embedded font is, for the widths measured with it. */
const fileOf = new WeakMap<PDFFont, string>();
/**
 * Widths at 1 pt of what has been measured, by font file, kept across sheets: shaping a string
 * with fontkit costs far more than the rest of a line's work, and sheets measure the same words
 * again and again. Forgotten past a bound, so odd words cannot grow it without end.
 */
const measured = new Map<string, Map<string, number>>();
const MEASURED_MAX = 20_000;

function unitWidth(font: PDFFont, text: string): number {
  const file = fileOf.get(font) ?? font.name;
  let widths = measured.get(file);
  if (!widths || widths.size > MEASURED_MAX) measured.set(file, (widths = new Map()));
  let width = widths.get(text);
  if (width === undefined) widths.set(text, (width = font.widthOfTextAtSize(text, 1)));
  return width;
}

/** The width of `text` at `size` points. */
export const widthOf = (face: Face, text: string, size: number) =>
  runs(face, text).reduce((sum, [font, part]) => sum + unitWidth(font, part) * size, 0);
