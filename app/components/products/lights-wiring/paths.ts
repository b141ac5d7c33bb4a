/** Addresses of the residential & commercial pages, built from the slugs in the data. */
export const residentialBase = '/products/lights-wiring/residential-and-commercial';
export const switchesPath = `${residentialBase}/switches-and-sockets`;
export const rangePath = (slug: string) => `${switchesPath}/${slug}`;
