/** The newsletter's shared words and the staff list's filter. */
import { z } from 'zod';

/**
 * What every sign-up is answered, on the page and by the API: the same whether the address
 * was new, waiting for its confirmation or subscribed already, so that nobody learns from it
 * whose address is on the list.
 */
export const SIGN_UP_ANSWER =
  'Thank you. Please check your inbox: open the link in our e-mail to confirm your subscription.';

/** Confirmed subscribers, or sign-ups waiting for their owner's confirmation. */
export const subscriberStatusSchema = z.enum(['confirmed', 'pending'], {
  error: 'Choose confirmed or pending',
});
