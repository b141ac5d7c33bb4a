export const industryPath = (slug: string) => `/industries-we-serve/${slug}`;
