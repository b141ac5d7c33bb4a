import { expect, test } from './fixtures';

/** One page of every product area: each product page's head comes from the same helper. */
const productPages = [
  '/products/power-protection-and-distribution/siemens-simosec',
  '/products/power-protection-and-distribution/atex-power-panels',
  '/products/cable-management/cable-glands/ip68',
  '/products/enclosures/electrical',
  '/products/warehouse-storage',
  '/products/gaskets/kammprofile',
  '/products/power-generation/gas-powered-generators',
  '/products/lights-wiring/residential-and-commercial/switches-and-sockets/simon-v8',
];

test('product pages carry a canonical link and Product JSON-LD naming the product', async ({
  request,
}) => {
  for (const path of productPages) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('"@type":"Product"');
    expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`));
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
    const product = JSON.parse(ld) as { name?: string; brand?: { name?: string } };
    expect(product.name, path).toBeTruthy();
    expect(html, path).toContain(`<title>${product.name}`);
    expect(product.brand?.name, path).toBeTruthy();
  }
});
