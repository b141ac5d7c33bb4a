/** Placeholders at the image sizes several pages share (content/field-groups.ts). */
import { cardSize, linkCardSize, squareSize } from '../field-groups';
import { placeholdersAt } from '../section';

export const cardImage = placeholdersAt(cardSize);
export const linkCardImage = placeholdersAt(linkCardSize);
export const squareImage = placeholdersAt(squareSize);
