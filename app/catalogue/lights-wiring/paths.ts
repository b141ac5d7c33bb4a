/**
 * The two overview pages of residential lighting and wiring: pages of their own, not records
 * (app/routes/products/products.routes.ts), each listing a group of the family's products.
 */
export const lightsWiringFamily = 'lights-wiring';
const residentialBase = `/products/${lightsWiringFamily}/residential-and-commercial`;
export const lightsOverviewPath = `${residentialBase}/lights`;
export const switchesOverviewPath = `${residentialBase}/switches-and-sockets`;
