/**
 * The enclosure configurator's limits, options and defaults (docs/decisions/0053): apart from
 * its schema (schemas/enclosure-configuration.ts re-exports them) so the page's form can write
 * them into its fields without loading zod.
 */
import { QUANTITY_MAX } from './quote-limits';

/** The product page that shows the configurator, and that its basket lines link back to. */
export const CONFIGURATOR_PAGE = '/products/enclosures/customised';
/** The configurator's place on that page, so a shared link opens at the form. */
export const CONFIGURATOR_ANCHOR = 'configure';

/** What our workshop builds, in mm (height, width and depth) and in doors. */
export const configurationLimits = {
  height: { min: 150, max: 2200 },
  width: { min: 150, max: 1600 },
  depth: { min: 80, max: 800 },
  doors: { min: 0, max: 4 },
  quantity: { min: 1, max: QUANTITY_MAX },
} as const;

/** The rules between fields (decision 0053): what an enclosure engineer would refuse. */
export const combinationLimits = {
  /** Largest enclosure a pole bracket carries (about 60 kg of steel with its equipment). */
  pole: { height: 800, width: 600, depth: 300 },
  /** A floor-standing enclosure below this height is a wall box on a plinth. */
  floorMinHeight: 1000,
  /** Largest enclosure whose gaskets we test for continuous immersion (IP68). */
  ip68: { height: 800, width: 800 },
  /** Narrowest leaf per door: a door any narrower has no room for its hinges and lock. */
  doorMinWidth: 300,
  /** Strongest impact rating a polycarbonate viewing window passes. */
  windowMaxIk: 'IK08',
} as const;

export const configurationOptions = {
  material: ['mild-steel', 'stainless-304', 'stainless-316', 'aluminium', 'grp'],
  ip: ['IP54', 'IP55', 'IP65', 'IP66', 'IP67', 'IP68'],
  ik: ['IK07', 'IK08', 'IK09', 'IK10'],
  mounting: ['wall', 'floor', 'pole'],
  lock: ['quarter-turn', 'key', 'padlock', 'swing-handle'],
  cableEntry: ['top', 'bottom', 'side'],
} as const;

/** The section's field that says each option in words (IP and IK codes are said as they are). */
export const optionWordKeys = {
  material: {
    'mild-steel': 'mildSteel',
    'stainless-304': 'stainless304',
    'stainless-316': 'stainless316',
    aluminium: 'aluminium',
    grp: 'grp',
  },
  mounting: { wall: 'wall', floor: 'floor', pole: 'pole' },
  lock: {
    'quarter-turn': 'quarterTurn',
    key: 'key',
    padlock: 'padlock',
    'swing-handle': 'swingHandle',
  },
  cableEntry: { top: 'top', bottom: 'bottom', side: 'side' },
} as const;

/** A blank form's values: a common wall box, so a buyer changes only what differs. */
export const configurationDefaults: Readonly<Record<string, string>> = {
  height: '600',
  width: '400',
  depth: '200',
  material: 'mild-steel',
  ip: 'IP66',
  ik: 'IK08',
  mounting: 'wall',
  doors: '1',
  window: 'no',
  lock: 'quarter-turn',
  colour: 'RAL 7035',
  cableEntry: 'bottom',
  glandPlate: 'yes',
  drawing: 'no',
  quantity: '1',
  note: '',
};
