/**
 * A product family is one folder, app/catalogue/<slug>/, named as its address /products/<slug>,
 * and one line in app/catalogue/families.ts (docs/decisions/0049). These tests hold the folders
 * to their names and add a family the way docs/architecture.md's recipe says: a folder
 * (tests/fixtures/catalogue/solar-systems/) and its line, then read it back from every table
 * that names the families.
 */
import { existsSync, readdirSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { families } from '../../app/catalogue/families';
import { moduleOf } from '../../app/catalogue/family';
import { loaderModules } from '../../app/catalogue/loaders.server';
import type { FamilyLoaders, FamilyRecord, ProductRecord } from '../../app/catalogue/template';
import {
  landingViewsOf,
  productViewsOf,
  viewModules,
  type FamilyViews,
} from '../../app/catalogue/views';
import { TemplateView } from '../../app/components/products/template-view';
import { landingLoadersOf } from '../../app/loaders/family-templates.server';
import { templateLoadersOf } from '../../app/loaders/product-templates.server';
import { familySeedFiles } from '../../content/catalogue/family-seeds';
import { fieldsByLayout, type Layout } from '../../content/catalogue/layout';
import { layoutsOf } from '../../content/catalogue/templates';
import { field, objectOf } from '../../content/fields';
import { collections } from '../../content/registry';
import { loadSeedRecords } from '../../server/services/content/seed-files';
import * as solarSystems from '../fixtures/catalogue/solar-systems/layout';

const folders = readdirSync('app/catalogue', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the family folders', () => {
  it('are the families of the list, each named as its address', () => {
    expect([...folders].sort()).toEqual(families.map((f) => f.slug).sort());
  });

  it.each(families.map((f) => [f.slug, f] as const))(
    '%s: its landing layout, loaders, views and seed go by its address',
    async (slug, family) => {
      expect(family.familyLayout.value).toBe(slug);
      const layouts = family.productLayouts.map((l) => l.value).sort();
      const loaders = moduleOf(loaderModules, slug, 'loader.server.ts');
      const views = moduleOf(viewModules, slug, 'view.tsx');
      expect(Object.keys(loaders.templates ?? {}).sort()).toEqual(layouts);
      expect(Object.keys(views.views ?? {}).sort()).toEqual(layouts);
      expect(family.seed).toBe(`app/catalogue/${slug}/seed.yaml`);
      expect(existsSync(family.seed)).toBe(true);
    },
  );
});

/** A catalogue collection as it is once these layouts are the choices of "Page layout". */
function withLayouts<C extends { fields: object; layouts?: object }>(
  collection: C,
  layouts: readonly Layout[],
) {
  const template = field.choice('Page layout', layouts, { initial: 'generic' });
  const fields = { ...collection.fields, template };
  const layoutFields = fieldsByLayout(layouts);
  return {
    ...collection,
    fields,
    schema: objectOf(fields),
    layouts: { field: 'details', by: 'template', fields: layoutFields },
  };
}

describe('adding a family: its folder and its line', () => {
  const withSolar = [...families, solarSystems] as const;
  const fixtureLoaders = import.meta.glob<FamilyLoaders>(
    '../fixtures/catalogue/*/loader.server.ts',
    {
      eager: true,
    },
  );
  const fixtureViews = import.meta.glob<FamilyViews>('../fixtures/catalogue/*/view.tsx', {
    eager: true,
  });
  // The fixture's loaders read nothing but the record they are given.
  const context = {} as AppLoadContext;

  it('offers its layouts in "Page layout", after those of the families before it', () => {
    const { product, family } = layoutsOf(withSolar);
    expect(product.at(-1)?.value).toBe('solar-kit');
    expect(family.at(-1)?.value).toBe('solar-systems');
    expect(layoutsOf(families).product).not.toContainEqual(
      expect.objectContaining({ value: 'solar-kit' }),
    );
  });

  it('seeds its family and its products after the others, checked against its layouts', async () => {
    const { product, family } = layoutsOf(withSolar);
    const families = await loadSeedRecords(
      withLayouts(collections.productFamilies, family),
      familySeedFiles('family', withSolar),
    );
    const products = await loadSeedRecords(
      withLayouts(collections.products, product),
      familySeedFiles('products', withSolar),
    );
    expect(families.at(-1)).toMatchObject({ slug: 'solar-systems', template: 'solar-systems' });
    expect(products.at(-1)).toMatchObject({
      family: 'solar-systems',
      slug: 'home-solar-kit',
      details: { panelWatts: '450' },
    });
    expect(families.map((f) => f.slug)).toEqual(withSolar.map((f) => f.slug));
  });

  it('draws its product page and its landing with its own loaders and views', async () => {
    const record = {
      name: 'Home Solar Kit',
      summary: 'Eight panels, a 5 kVA inverter and a day of storage.',
    } as ProductRecord;
    const loaders = templateLoadersOf(withSolar, { ...loaderModules, ...fixtureLoaders });
    const drawn = await loaders['solar-kit']?.(context, record);
    const views = productViewsOf({ ...viewModules, ...fixtureViews });
    const page = renderToStaticMarkup(
      createElement(TemplateView, {
        views,
        page: { template: 'solar-kit', view: drawn?.view ?? {} },
      }),
    );
    expect(page).toBe(
      '<section><h1>Home Solar Kit</h1><p>Eight panels, a 5 kVA inverter and a day of storage.</p></section>',
    );

    const family = { name: 'Solar Systems', summary: 'Solar kits.' } as FamilyRecord;
    const landing = await landingLoadersOf(withSolar, { ...loaderModules, ...fixtureLoaders })[
      'solar-systems'
    ]?.(context, family);
    const landingViews = landingViewsOf({ ...viewModules, ...fixtureViews });
    const landingPage = renderToStaticMarkup(
      createElement(TemplateView, {
        views: landingViews,
        page: { template: 'solar-systems', view: landing?.view ?? {} },
      }),
    );
    expect(landingPage).toBe('<h1>Solar Systems</h1>');
  });

  it('is not drawn while its line is not in the list', () => {
    const loaders = templateLoadersOf(families, { ...loaderModules, ...fixtureLoaders });
    expect(loaders['solar-kit']).toBeUndefined();
  });
});
