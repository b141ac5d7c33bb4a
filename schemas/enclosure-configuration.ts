/**
 * A customised enclosure as a buyer configures it on /products/enclosures/customised (issue 53,
 * point 3; docs/decisions/0053): one schema for the page's form (posted, or read from the
 * page's address to share it), the API and the basket line that carries it. The limits and
 * the options' values are here; every word (labels, hints, options, messages, and the line's
 * description) is the CMS's, section `quote/enclosure-configurator`: this schema's messages
 * are the names of that section's fields, which `configurationProblems` puts into words.
 */
import { z } from 'zod';
import {
  combinationLimits,
  configurationLimits,
  configurationOptions,
  CONFIGURATOR_ANCHOR,
  CONFIGURATOR_PAGE,
  optionWordKeys,
} from './enclosure-limits';
import { fillIn } from '../content/text-template';
import { LINE_NOTE_MAX } from './quote-limits';
import { storableString } from './text';
import { wholeNumber } from './whole-number';

export * from './enclosure-limits';

type Words<T> = T extends Record<string, infer V> ? (V extends string ? V : never) : never;
type OptionWordKey = Words<(typeof optionWordKeys)[keyof typeof optionWordKeys]>;

/** Every message this schema gives, by the section field that says it. */
export type ConfigurationMessage =
  | 'msgNumber'
  | 'msgMissing'
  | 'msgRange'
  | 'msgChoose'
  | 'msgColour'
  | 'msgNote'
  | 'msgProduct'
  | 'msgPoleSize'
  | 'msgFloorHeight'
  | 'msgWallDepth'
  | 'msgWindowDoor'
  | 'msgWindowIp'
  | 'msgWindowIk'
  | 'msgIp68Size'
  | 'msgDoorsWidth';

/** The words the description of a configured line is made of. */
type SummaryWordKey =
  | OptionWordKey
  | 'sizeText'
  | 'noDoor'
  | 'oneDoor'
  | 'manyDoors'
  | 'withWindow'
  | 'lockText'
  | 'cableEntryText'
  | 'glandPlateText'
  | 'drawingToFollow'
  | 'drawingAttached';

/** The section's words this module reads: the section declares at least these. */
export type ConfigurationWords = Readonly<
  Record<ConfigurationMessage | SummaryWordKey | 'msgInvalid' | 'msgDrawingTaken', string>
>;

const number = (limits: { min: number; max: number }) =>
  wholeNumber({
    ...limits,
    message: 'msgNumber',
    missing: 'msgMissing',
    tooSmall: 'msgRange',
    tooLarge: 'msgRange',
  });
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'msgChoose' });
/** A tick box: ticked sends `yes`, unticked nothing. */
const tick = z
  .enum(['yes', 'no'], { error: 'msgChoose' })
  .optional()
  .transform((v) => v ?? 'no');

/** RAL Classic: four digits, the second always 0 (RAL 7035, RAL 9016, RAL 5015). */
const RAL = /^RAL\s*([1-9]0\d\d)$/i;
const colour = storableString({ error: 'msgColour' })
  .trim()
  .max(20, 'msgColour')
  .refine((v) => RAL.test(v), 'msgColour')
  .transform((v) => `RAL ${RAL.exec(v)?.[1] ?? ''}`);

const fields = {
  height: number(configurationLimits.height),
  width: number(configurationLimits.width),
  depth: number(configurationLimits.depth),
  material: choice(configurationOptions.material),
  ip: choice(configurationOptions.ip),
  ik: choice(configurationOptions.ik),
  mounting: choice(configurationOptions.mounting),
  doors: number(configurationLimits.doors),
  window: tick,
  lock: choice(configurationOptions.lock),
  colour,
  cableEntry: choice(configurationOptions.cableEntry),
  glandPlate: tick,
  drawing: tick,
};

type Fields = { [K in keyof typeof fields]: z.output<(typeof fields)[K]> };
type Problem = [field: keyof Fields, message: ConfigurationMessage];

const ikRank = (ik: string) => configurationOptions.ik.indexOf(ik as Fields['ik']);

/** What an enclosure engineer would refuse, each said beside the field to change. */
export function impossibleCombinations(c: Fields): Problem[] {
  const { pole, floorMinHeight, ip68, doorMinWidth, windowMaxIk } = combinationLimits;
  const problems: [boolean, keyof Fields, ConfigurationMessage][] = [
    [
      c.mounting === 'pole' &&
        (c.height > pole.height || c.width > pole.width || c.depth > pole.depth),
      'mounting',
      'msgPoleSize',
    ],
    [c.mounting === 'floor' && c.height < floorMinHeight, 'height', 'msgFloorHeight'],
    [c.mounting === 'wall' && c.depth > c.height, 'depth', 'msgWallDepth'],
    [c.window === 'yes' && c.doors === 0, 'window', 'msgWindowDoor'],
    [c.window === 'yes' && c.ip === 'IP68', 'window', 'msgWindowIp'],
    [c.window === 'yes' && ikRank(c.ik) > ikRank(windowMaxIk), 'window', 'msgWindowIk'],
    [c.ip === 'IP68' && (c.height > ip68.height || c.width > ip68.width), 'ip', 'msgIp68Size'],
    [c.doors * doorMinWidth > c.width, 'doors', 'msgDoorsWidth'],
  ];
  return problems.filter(([hit]) => hit).map(([, field, message]): Problem => [field, message]);
}

/** The configuration alone: what a basket line and a quote's line carry. */
export const enclosureConfigurationSchema = z.object(fields).superRefine((c, ctx) => {
  for (const [field, message] of impossibleCombinations(c))
    ctx.addIssue({ code: 'custom', path: [field], message });
});
export type EnclosureConfiguration = z.output<typeof enclosureConfigurationSchema>;

/** The configurator's form, the API's body and the page's address: the line to add. */
export const configuredEnclosureSchema = z
  .object({
    productId: z.uuid({ error: 'msgProduct' }),
    quantity: number(configurationLimits.quantity),
    note: storableString({ error: 'msgNote' })
      .trim()
      .max(LINE_NOTE_MAX, 'msgNote')
      .optional()
      .default(''),
    ...fields,
  })
  .superRefine((c, ctx) => {
    for (const [field, message] of impossibleCombinations(c))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type ConfiguredEnclosure = z.output<typeof configuredEnclosureSchema>;

/** The configurator's field names, in the form's order (the page's address keeps these). */
export const configurationFieldNames = [
  ...(Object.keys(fields) as (keyof Fields)[]),
  'quantity',
  'note',
] as const;

const isMessage = (code: string, words: ConfigurationWords): code is ConfigurationMessage =>
  code.startsWith('msg') && Object.hasOwn(words, code);

/** The values a message may name: the field's limits and the combination limits. */
const messageValues = (field: string): Record<string, number | string> => ({
  ...(Object.hasOwn(configurationLimits, field)
    ? configurationLimits[field as keyof typeof configurationLimits]
    : {}),
  poleHeight: combinationLimits.pole.height,
  poleWidth: combinationLimits.pole.width,
  poleDepth: combinationLimits.pole.depth,
  floorMinHeight: combinationLimits.floorMinHeight,
  ip68Height: combinationLimits.ip68.height,
  ip68Width: combinationLimits.ip68.width,
  doorMinWidth: combinationLimits.doorMinWidth,
  windowMaxIk: combinationLimits.windowMaxIk,
  noteMax: LINE_NOTE_MAX,
});

/** A failed parse's messages (section field names) put into the editor's words. */
export function configurationProblems(
  fields: Readonly<Record<string, string>>,
  words: ConfigurationWords,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, code]) => [
      field,
      fillIn(isMessage(code, words) ? words[code] : words.msgInvalid, messageValues(field)),
    ]),
  );
}

/**
 * The configuration in words, the one description every place shows (the basket, the quote
 * page, the inbox, the company's e-mail, the CSV): "600 × 400 × 200 mm, stainless 316, IP66,
 * IK10, wall-mounted, 1 door with window, lock: key, RAL 7035, cable entry: bottom gland plate",
 * and "drawing attached: panel.pdf" when the line brought the drawing the request carries.
 */
export function configurationText(
  c: EnclosureConfiguration,
  words: ConfigurationWords,
  drawing?: string,
): string {
  const say = <F extends keyof typeof optionWordKeys>(field: F, value: string) =>
    words[(optionWordKeys[field] as Record<string, OptionWordKey>)[value] ?? 'msgInvalid'];
  const doors =
    c.doors === 0
      ? words.noDoor
      : fillIn(c.doors === 1 ? words.oneDoor : words.manyDoors, { count: c.doors });
  const entry = say('cableEntry', c.cableEntry);
  return [
    fillIn(words.sizeText, { height: c.height, width: c.width, depth: c.depth }),
    say('material', c.material),
    c.ip,
    c.ik,
    say('mounting', c.mounting),
    c.window === 'yes' ? `${doors} ${words.withWindow}` : doors,
    fillIn(words.lockText, { lock: say('lock', c.lock) }),
    c.colour,
    fillIn(words.cableEntryText, {
      entry: c.glandPlate === 'yes' ? fillIn(words.glandPlateText, { entry }) : entry,
    }),
    ...(drawing !== undefined
      ? [fillIn(words.drawingAttached, { name: drawing })]
      : c.drawing === 'yes'
        ? [words.drawingToFollow]
        : []),
  ].join(', ');
}

/** The configuration as the page's query, in the form's order: its shareable address. */
export function configurationQuery(c: EnclosureConfiguration, extra: Record<string, string> = {}) {
  const query = new URLSearchParams();
  for (const name of Object.keys(fields) as (keyof Fields)[]) query.set(name, String(c[name]));
  for (const [name, value] of Object.entries(extra)) if (value) query.set(name, value);
  return query.toString();
}

/** The configurator's address with this configuration filled in. */
export const configurationUrl = (c: EnclosureConfiguration, page = CONFIGURATOR_PAGE) =>
  `${page}?${configurationQuery(c)}#${CONFIGURATOR_ANCHOR}`;

/**
 * Which basket line a line is: a product's own line is its id; a configured one, its id and
 * its configuration (FNV-1a of its query), so two configurations are two lines and the same
 * configuration added again changes its line rather than doubling it.
 */
export function lineKey(line: { productId: string; configuration?: EnclosureConfiguration }) {
  if (!line.configuration) return line.productId;
  let hash = 0x811c9dc5;
  for (const ch of configurationQuery(line.configuration)) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${line.productId}~${hash.toString(16).padStart(8, '0')}`;
}

/** Splits a configured line's form into the line and its configuration. */
export function configuredLine({
  productId,
  quantity,
  note,
  ...configuration
}: ConfiguredEnclosure) {
  return { productId, quantity, note, configuration };
}
