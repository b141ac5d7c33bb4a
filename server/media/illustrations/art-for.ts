/**
 * Which drawing a seed image gets, from its label: one ordered list of rules in one place, so a
 * new seed record whose label matches nothing shows up in tests/unit/seed-illustrations.test.ts
 * instead of quietly getting abstract art. The first rule that matches wins, so narrower
 * phrases ("Kammprofile", "junction box") come before the family words they contain.
 */
import type { ArtKind } from './index';

/** The label prefix of a partner's logo slot (content/collections/partners.ts). */
export const partnerLogoLabel = 'Placeholder for the logo of ';

const rules: [RegExp, ArtKind][] = [
  [new RegExp(`^${partnerLogoLabel}`), 'partnerBadge'],
  [/under test|testing|maintenance/i, 'maintenance'],
  [/being wired|workshop|fabricat/i, 'fabrication'],
  [/installation and commissioning/i, 'installation'],
  [/design|engineering drawing/i, 'design'],
  [/kammprofile/i, 'kammprofileGasket'],
  [/spiral wound|^gaskets$/i, 'spiralWoundGasket'],
  [/soft cut|sheet gasket/i, 'sheetGasket'],
  [/junction box|^ATEX /i, 'junctionBox'],
  [/cable gland/i, 'cableGland'],
  [/cleat|clamp|ELLIS/i, 'cableCleat'],
  [/ladder/i, 'cableLadder'],
  [/bracket|ERIS/i, 'supportBracket'],
  [/cable tray|tray bends|TRAC|^cable management$/i, 'cableTray'],
  [/meter box/i, 'meterBox'],
  [/server|battery/i, 'rackCabinet'],
  [/heavy-duty enclosure/i, 'floorEnclosure'],
  [/enclosure/i, 'wallEnclosure'],
  [/mezzanine/i, 'mezzanine'],
  [/shelving/i, 'shelving'],
  [/rack|warehouse storage/i, 'palletRacking'],
  [/generat/i, 'generator'],
  [/UPS/, 'ups'],
  [/simoprime|simosec|switchgear|medium voltage/i, 'switchgear'],
  [/substation|transformer|power and energy/i, 'substation'],
  [/distribution boards?$|^movable distribution/i, 'distributionBoard'],
  [/switchboard|sivacon|elite|motor control centre|control room|power protection/i, 'switchboard'],
  [/telecom|base station|tower|mast/i, 'telecomMast'],
  [/oil and gas|gas plant|pipework/i, 'oilGas'],
  [/factory|manufacturing|motor control panels/i, 'factory'],
  [/buildings|office building/i, 'building'],
  [/floodlight|airfield/i, 'floodlight'],
  [/high bay/i, 'highBay'],
  [/street light/i, 'streetlight'],
  [/vapour-tight/i, 'vapourTight'],
  [/spotlight/i, 'spotlight'],
  [/bulb/i, 'bulb'],
  [/tube|batten|linear|strip|mirror/i, 'linearLight'],
  [/downlight|ceiling|panel light|lighting|lights and wiring/i, 'ceilingLight'],
  [/rotary isolator/i, 'rotaryIsolator'],
  [/industrial|plugs|socket combination/i, 'industrialSocket'],
  [/switches and sockets/i, 'switchSocket'],
];

/**
 * Pictures set behind a heading (the home page's hero slides, the about banner) keep the
 * abstract art of decision 0008: a drawing's dark lines crossed the heading's letters.
 */
export const backdrops: ReadonlySet<string> = new Set([
  'Switchgear assembly floor',
  'Cable tray installation',
  'Substation commissioning',
  'Our team in the Agbara factory',
]);

/** The drawing for a seed image's label, or undefined for people, places and backdrops. */
export function artFor(label: string): ArtKind | undefined {
  if (backdrops.has(label)) return undefined;
  return rules.find(([pattern]) => pattern.test(label))?.[1];
}
