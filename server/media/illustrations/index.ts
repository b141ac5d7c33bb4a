/**
 * The seed's technical drawings (decision 0047): one simple drawing per kind of product,
 * industry and service, and a neutral badge for a partner's logo, all without words. A drawing
 * works in a 400 × 300 box on a light ground; `illustrationSvg` centres it in the image's real
 * size, so cards, banners and squares show the whole object.
 */
import { createHash } from 'node:crypto';
import * as cable from './cable-management';
import * as enclosures from './enclosures';
import * as gaskets from './gaskets';
import * as industries from './industries';
import { blue, light } from './kit';
import * as lights from './lights-wiring';
import * as panels from './panels';
import { partnerBadge } from './partners';
import * as power from './power';
import * as services from './services';
import * as storage from './storage';
import * as wiring from './wiring-devices';

interface Drawing {
  /** What the drawing shows, for its alt text: "a cable gland". */
  shows: string;
  draw: () => string;
}

export const drawings = {
  switchboard: { shows: 'a floor-standing low-voltage switchboard', draw: panels.switchboard },
  switchgear: { shows: 'a medium-voltage switchgear line-up', draw: panels.switchgear },
  distributionBoard: {
    shows: 'a wall-mounted distribution board',
    draw: panels.distributionBoard,
  },
  cableTray: { shows: 'a perforated cable tray carrying cables', draw: cable.cableTray },
  cableLadder: { shows: 'a cable ladder carrying cables', draw: cable.cableLadder },
  supportBracket: { shows: 'a cable support bracket on its channel', draw: cable.supportBracket },
  cableCleat: { shows: 'a cable cleat holding three cables', draw: cable.cableCleat },
  cableGland: { shows: 'a cable gland on its cable', draw: cable.cableGland },
  wallEnclosure: { shows: 'a wall-mount steel enclosure', draw: enclosures.wallEnclosure },
  floorEnclosure: {
    shows: 'a floor-standing enclosure on a plinth',
    draw: enclosures.floorEnclosure,
  },
  rackCabinet: { shows: 'an equipment rack cabinet', draw: enclosures.rackCabinet },
  junctionBox: {
    shows: 'an explosion-protected junction box with a bolted lid',
    draw: enclosures.junctionBox,
  },
  meterBox: { shows: 'a meter box with a window onto the meter', draw: enclosures.meterBox },
  palletRacking: { shows: 'pallet racking loaded with pallets', draw: storage.palletRacking },
  shelving: { shows: 'a steel shelving unit with bins', draw: storage.shelving },
  mezzanine: { shows: 'a warehouse mezzanine floor with a stair', draw: storage.mezzanine },
  spiralWoundGasket: { shows: 'a spiral wound gasket', draw: gaskets.spiralWoundGasket },
  kammprofileGasket: { shows: 'a kammprofile gasket', draw: gaskets.kammprofileGasket },
  sheetGasket: { shows: 'a gasket cut from a sheet', draw: gaskets.sheetGasket },
  generator: { shows: 'a generator set in an acoustic canopy', draw: power.generator },
  ups: { shows: 'a UPS cabinet beside its batteries', draw: power.ups },
  floodlight: { shows: 'an LED floodlight', draw: lights.floodlight },
  ceilingLight: { shows: 'a ceiling light lighting a room', draw: lights.ceilingLight },
  linearLight: { shows: 'a linear LED light', draw: lights.linearLight },
  bulb: { shows: 'an LED bulb', draw: lights.bulb },
  spotlight: { shows: 'an LED spotlight on a track', draw: lights.spotlight },
  streetlight: { shows: 'an LED street light', draw: lights.streetlight },
  highBay: { shows: 'an LED high bay light', draw: lights.highBay },
  vapourTight: { shows: 'a vapour-tight LED fitting', draw: lights.vapourTight },
  switchSocket: { shows: 'a wall switch and a socket outlet', draw: wiring.switchSocket },
  industrialSocket: {
    shows: 'an industrial socket and plug',
    draw: wiring.industrialSocket,
  },
  rotaryIsolator: { shows: 'a rotary isolator switch', draw: wiring.rotaryIsolator },
  telecomMast: { shows: 'a telecom mast and its equipment shelter', draw: industries.telecomMast },
  substation: { shows: 'a substation transformer and power lines', draw: industries.substation },
  oilGas: { shows: 'a refinery with a column, tanks and a flare', draw: industries.oilGas },
  building: { shows: 'an office block and a crane over a new building', draw: industries.building },
  factory: { shows: 'a factory hall', draw: industries.factory },
  design: { shows: 'an electrical design drawing', draw: services.design },
  installation: { shows: 'a cable route being installed', draw: services.installation },
  maintenance: { shows: 'a panel being tested with a meter', draw: services.maintenance },
  fabrication: { shows: 'sheet metal being formed on a press brake', draw: services.fabrication },
  partnerBadge: { shows: 'a plain badge', draw: partnerBadge },
} as const satisfies Record<string, Drawing>;

export type ArtKind = keyof typeof drawings;
export const artKinds = Object.keys(drawings) as ArtKind[];

/**
 * The drawing of `kind`, centred in an image of the given size on a light ground. The ground
 * carries a faint drafting grid placed by the subject, so two products of one kind still make
 * two different files: the media library stores files by their bytes, and each image keeps
 * its own description.
 */
export function illustrationSvg(
  kind: ArtKind,
  width: number,
  height: number,
  subject: string = kind,
): string {
  const hash = createHash('sha256').update(subject).digest();
  const cell = Math.max(12, Math.round(Math.min(width, height) / 12));
  const dx = hash.readUInt16BE(0) % cell;
  const dy = hash.readUInt16BE(2) % cell;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><pattern id="grid" x="${dx}" y="${dy}" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse"><path d="M ${cell} 0 L 0 0 0 ${cell}" fill="none" stroke="${blue}" stroke-opacity="0.08" stroke-width="1"/></pattern></defs>
  <rect width="100%" height="100%" fill="${light}"/>
  <rect width="100%" height="100%" fill="url(#grid)"/>
  <svg x="0" y="0" width="${width}" height="${height}" viewBox="-20 -15 440 330" preserveAspectRatio="xMidYMid meet">
    ${drawings[kind].draw()}
  </svg>
</svg>`;
}
