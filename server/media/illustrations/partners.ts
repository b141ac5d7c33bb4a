/**
 * A partner's logo slot before the real logo is uploaded: a plain neutral badge, so nobody
 * takes it for the partner's mark or for the family art beside it.
 */
import { light, paper, rect, steel } from './kit';

export function partnerBadge(): string {
  return (
    rect(60, 70, 280, 160, paper, 24) +
    rect(90, 110, 80, 80, light, 40) +
    rect(190, 122, 120, 16, steel, 8) +
    rect(190, 162, 80, 16, light, 8)
  );
}
