/** An image's description and its rule, without the inputs: the CMS form's values name it too. */
import { DESCRIBE_IMAGE } from '../../../../schemas/media';

/** An image's description as an editor gives it: words, or the explicit choice of none. */
export interface AltChoice {
  alt: string;
  decorative: boolean;
}

export const noAlt: AltChoice = { alt: '', decorative: false };

/** The rule of issue 15: every image is described, or marked decorative on purpose. */
export const altMissing = (choice: AltChoice) => !choice.decorative && choice.alt.trim() === '';

/** The message beside an image nobody described yet, or undefined. */
export const altError = (choice: AltChoice) => (altMissing(choice) ? DESCRIBE_IMAGE : undefined);
