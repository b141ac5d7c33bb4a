/**
 * Production entry: `node build/service/main.js` (npm start builds first when needed).
 * React picks its build from NODE_ENV when first imported, so set it before anything loads.
 */
process.env.NODE_ENV ??= 'production';
await import('./server.js');

export {};
