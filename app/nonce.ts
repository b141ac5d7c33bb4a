import { createContext } from 'react';

/**
 * This response's Content-Security-Policy nonce, for the inline scripts React Router writes into
 * the document. Set by the server entry; empty in the browser, which hides nonces from scripts.
 */
export const NonceContext = createContext<string | undefined>(undefined);
