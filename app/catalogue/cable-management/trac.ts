/**
 * The TRAC page's four blocks, shared by the layout (their fields), the specs' API sections
 * (sections.ts) and the loader.
 */
import { text } from '../../../content/catalogue/legacy-sections';

/** The image size the client's CMS spec hints at for the four TRAC blocks and the first ERIS image. */
export const tracSize = { width: 530, height: 300, maxKb: 40 };

/** The TRAC page's blocks, in page order: each one's anchor (a public address) and spec name. */
export const tracBlocks = [
  { anchor: 'cable-trays', envelope: 'cableTrays', label: 'Cable Trays' },
  { anchor: 'cable-ladders', envelope: 'cableLadders', label: 'Cable Ladders' },
  { anchor: 'cable-fittings', envelope: 'cableFittings', label: 'Cable Fittings' },
  {
    anchor: 'accessories-and-fasteners',
    envelope: 'accessoriesAndFasteners',
    label: 'Accessories & Fasteners',
  },
] as const;

type TracBlock = (typeof tracBlocks)[number];
export type TracEnvelope = TracBlock['envelope'];
export type TracBlockOf<E extends TracEnvelope> = Extract<TracBlock, { envelope: E }>;

/** A TRAC block by its spec envelope. */
export const tracBlock = <E extends TracEnvelope>(envelope: E) =>
  tracBlocks.find((b) => b.envelope === envelope) as TracBlockOf<E>;

/** The TRAC block sections of the specs' API (sections.ts). */
export const tracBlockDetails = <E extends TracEnvelope>(
  envelope: E,
  value: Readonly<Record<string, unknown>>,
) => ({
  [`${envelope}Title`]: text(value, 'title'),
  [`${envelope}Description`]: text(value, 'description'),
  [`${envelope}Image`]: text(value, `${envelope}Image`),
});
