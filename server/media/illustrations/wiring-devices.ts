/** Wiring devices: switch and socket plates, industrial sockets and isolators, face on. */
import * as kit from './kit';

/** A wall switch beside a socket outlet, face on. */
export function switchSocket(): string {
  return (
    kit.rect(50, 90, 140, 140, kit.paper, 14) +
    kit.rect(78, 118, 84, 84, kit.light, 8) +
    kit.seg(120, 130, 120, 190, 3) +
    kit.rect(210, 90, 140, 140, kit.paper, 14) +
    kit.circle(280, 160, 44, kit.light) +
    kit.circle(262, 160, 7, kit.blue) +
    kit.circle(298, 160, 7, kit.blue) +
    kit.rect(274, 130, 12, 10, kit.steel, 2)
  );
}

/** An industrial plug and socket: a round socket with a flip lid and a plug beside it. */
export function industrialSocket(): string {
  return (
    kit.rect(60, 80, 130, 160, kit.blue, 10) +
    kit.circle(125, 160, 42, kit.light) +
    kit.each(0, 5, (Math.PI * 2) / 5, (a) =>
      kit.circle(125 + 22 * Math.cos(a), 160 + 22 * Math.sin(a), 5, kit.paper),
    ) +
    kit.path('M 83 118 C 100 80 150 80 167 118', kit.paper) +
    kit.rect(240, 110, 70, 100, kit.blue, 30) +
    kit.rect(310, 140, 60, 40, kit.steel, 8) +
    kit.seg(370, 160, 392, 160, 10)
  );
}

/** A rotary isolator: a box with a big turning handle and a lock-off tab. */
export function rotaryIsolator(): string {
  return (
    kit.rect(110, 50, 180, 200, kit.light, 10) +
    kit.circle(200, 140, 56, kit.amber) +
    kit.rect(184, 80, 32, 120, kit.paper, 10) +
    kit.rect(180, 210, 40, 20, kit.steel, 4) +
    kit.each(130, 2, 140, (x) => kit.circle(x, 70, 6, kit.steel))
  );
}
