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

/** Each kind's drawing, as SVG shapes in the 400 × 300 box (the alt text is its label's). */
export const drawings = {
  switchboard: panels.switchboard,
  switchgear: panels.switchgear,
  distributionBoard: panels.distributionBoard,
  cableTray: cable.cableTray,
  cableLadder: cable.cableLadder,
  supportBracket: cable.supportBracket,
  cableCleat: cable.cableCleat,
  cableGland: cable.cableGland,
  wallEnclosure: enclosures.wallEnclosure,
  floorEnclosure: enclosures.floorEnclosure,
  rackCabinet: enclosures.rackCabinet,
  junctionBox: enclosures.junctionBox,
  meterBox: enclosures.meterBox,
  palletRacking: storage.palletRacking,
  shelving: storage.shelving,
  mezzanine: storage.mezzanine,
  spiralWoundGasket: gaskets.spiralWoundGasket,
  kammprofileGasket: gaskets.kammprofileGasket,
  sheetGasket: gaskets.sheetGasket,
  generator: power.generator,
  ups: power.ups,
  floodlight: lights.floodlight,
  ceilingLight: lights.ceilingLight,
  linearLight: lights.linearLight,
  bulb: lights.bulb,
  spotlight: lights.spotlight,
  streetlight: lights.streetlight,
  highBay: lights.highBay,
  vapourTight: lights.vapourTight,
  switchSocket: wiring.switchSocket,
  industrialSocket: wiring.industrialSocket,
  rotaryIsolator: wiring.rotaryIsolator,
  telecomMast: industries.telecomMast,
  substation: industries.substation,
  oilGas: industries.oilGas,
  building: industries.building,
  factory: industries.factory,
  design: services.design,
  installation: services.installation,
  maintenance: services.maintenance,
  fabrication: services.fabrication,
  partnerBadge: partnerBadge,
} as const satisfies Record<string, () => string>;

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
    ${drawings[kind]()}
  </svg>
</svg>`;
}
