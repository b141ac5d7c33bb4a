/**
 * Who sends the public forms in API tests: a client address of its own for each request, and a
 * buyer's quote request.
 */

/**
 * A new client address on each call, under `prefix` (`'10.20'`, say: one per test file), so that
 * no request is refused for its client's rate.
 */
export function clientAddresses(prefix: string): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `${prefix}.${Math.floor(count / 250)}.${count % 250}`;
  };
}

/** The fields of a quote request from a buyer, but the request itself. */
export const buyerQuote = {
  type: 'quote',
  firstName: 'Adaeze',
  lastName: 'Okafor',
  email: 'adaeze@buyer.example',
  phone: '0803 123 4567',
  company: 'Lekki Towers Ltd',
  productLine: 'Tranos Elite Range',
};
