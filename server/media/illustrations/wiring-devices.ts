/** Wiring devices: switch and socket plates, industrial sockets and isolators, face on. */
import { amber, blue, circle, light, paper, path, rect, seg, steel, steps } from './kit';

/** A wall switch beside a socket outlet, face on. */
export function switchSocket(): string {
  return (
    rect(50, 90, 140, 140, paper, 14) +
    rect(78, 118, 84, 84, light, 8) +
    seg(120, 130, 120, 190, 3) +
    rect(210, 90, 140, 140, paper, 14) +
    circle(280, 160, 44, light) +
    circle(262, 160, 7, blue) +
    circle(298, 160, 7, blue) +
    rect(274, 130, 12, 10, steel, 2)
  );
}

/** An industrial plug and socket: a round socket with a flip lid and a plug beside it. */
export function industrialSocket(): string {
  return (
    rect(60, 80, 130, 160, blue, 10) +
    circle(125, 160, 42, light) +
    steps(0, 5, (Math.PI * 2) / 5)
      .map((a) => circle(125 + 22 * Math.cos(a), 160 + 22 * Math.sin(a), 5, paper))
      .join('') +
    path('M 83 118 C 100 80 150 80 167 118', paper) +
    rect(240, 110, 70, 100, blue, 30) +
    rect(310, 140, 60, 40, steel, 8) +
    seg(370, 160, 392, 160, 10)
  );
}

/** A rotary isolator: a box with a big turning handle and a lock-off tab. */
export function rotaryIsolator(): string {
  return (
    rect(110, 50, 180, 200, light, 10) +
    circle(200, 140, 56, amber) +
    rect(184, 80, 32, 120, paper, 10) +
    rect(180, 210, 40, 20, steel, 4) +
    steps(130, 2, 140)
      .map((x) => circle(x, 70, 6, steel))
      .join('')
  );
}
