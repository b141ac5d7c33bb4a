/**
 * The site's pages as a crawler finds them: /sitemap.xml is an index, each file it names a list.
 */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

/** The sitemap index's file addresses, then every page address those files list. */
export async function sitemapUrls(baseURL: string): Promise<{ files: string[]; pages: string[] }> {
  const files = locs(await (await fetch(`${baseURL}/sitemap.xml`)).text());
  const pages: string[] = [];
  for (const file of files) {
    const res = await fetch(`${baseURL}${new URL(file).pathname}`);
    if (!res.ok) throw new Error(`${file} answered ${res.status}`);
    pages.push(...locs(await res.text()));
  }
  return { files, pages };
}

/** Every page path the sitemap lists. */
export async function sitemapPaths(baseURL: string): Promise<string[]> {
  return (await sitemapUrls(baseURL)).pages.map((url) => new URL(url).pathname);
}
