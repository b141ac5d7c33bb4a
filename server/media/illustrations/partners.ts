/**
 * A partner's logo slot before the real logo is uploaded: a plain neutral badge, so nobody
 * takes it for the partner's mark or for the family art beside it.
 */
import * as kit from './kit';

export function partnerBadge(): string {
  return (
    kit.rect(60, 70, 280, 160, kit.paper, 24) +
    kit.rect(90, 110, 80, 80, kit.light, 40) +
    kit.rect(190, 122, 120, 16, kit.steel, 8) +
    kit.rect(190, 162, 80, 16, kit.light, 8)
  );
}
