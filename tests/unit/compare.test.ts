/**
 * The comparison's rows and how `p` names a product (docs/decisions/0050): rows line up by name
 * and say when the products differ, a layout's declaration says which details are compared,
 * and any value of `p` is either a product's address or a clear refusal.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareRows,
  comparedAddress,
  MAX_COMPARED,
  type ComparedProduct,
} from '../../content/catalogue/compare';
import { defineLayout } from '../../content/catalogue/layout';
import { field } from '../../content/fields';
import { normaliseQuery, pageParams } from '../../server/cache/query-rules';

const spec = (label: string, value: string, unit = '') => ({ label, value, unit });
const product = (over: Partial<ComparedProduct>): ComparedProduct => ({
  specs: [],
  models: [],
  template: 'generic',
  details: {},
  ...over,
});

const gasket = defineLayout({
  value: 'gasket',
  label: 'Gasket',
  fields: {
    properties: field.list('Properties', 'Property', {
      property: field.text('Property'),
      value: field.text('Value'),
    }),
    features: field.stringList('Features'),
    contact: field.textarea('Contact line'),
  },
  compare: ['properties', 'features'],
});

describe('the comparison’s rows', () => {
  it('line specifications up by label, whatever the case, and mark those that differ', () => {
    const { specs } = compareRows(
      [
        product({ specs: [spec('Material', 'Brass'), spec('IP rating', 'IP68')] }),
        product({ specs: [spec('IP Rating ', 'ip68'), spec('Material', 'Stainless steel')] }),
      ],
      [],
    );
    expect(specs).toEqual([
      {
        key: 'spec:material',
        label: 'Material',
        values: [['Brass'], ['Stainless steel']],
        differs: true,
      },
      { key: 'spec:ip rating', label: 'IP rating', values: [['IP68'], ['ip68']], differs: false },
    ]);
  });

  it('count a value one product states and another does not as a difference, with its unit', () => {
    const { specs } = compareRows(
      [product({ specs: [spec('Water tightness', '5', 'bar')] }), product({})],
      [],
    );
    expect(specs).toEqual([
      {
        key: 'spec:water tightness',
        label: 'Water tightness',
        values: [['5 bar'], []],
        differs: true,
      },
    ]);
  });

  it('show only the details the layout declares, a properties table as a row per property', () => {
    const details = (properties: { property: string; value: string }[]) => ({
      properties,
      features: ['Reusable core'],
      contact: 'Call our gasket team',
    });
    const rows = compareRows(
      [
        product({
          template: 'gasket',
          details: details([{ property: 'Maximum pressure', value: '140 bar' }]),
        }),
        product({
          template: 'gasket',
          details: details([{ property: 'Maximum pressure', value: '250 bar' }]),
        }),
      ],
      [gasket],
    );
    expect(rows.details.map((r) => [r.label, r.values, r.differs])).toEqual([
      ['Maximum pressure', [['140 bar'], ['250 bar']], true],
      ['Features', [['Reusable core'], ['Reusable core']], false],
    ]);
    // The contact line is not declared for comparison: it is no row.
    expect(JSON.stringify(rows)).not.toContain('gasket team');
  });

  it('list each product’s part numbers with what they are', () => {
    const { models } = compareRows(
      [product({ models: [{ partNumber: 'TG-IP68-M20', description: 'M20 x 1.5' }] }), product({})],
      [],
    );
    expect(models).toEqual([['TG-IP68-M20 – M20 x 1.5'], []]);
  });
});

describe('how `p` names a product', () => {
  it('is its address below /products/, however it was pasted', () => {
    for (const value of [
      'cable-management/cable-glands/ip68',
      '/products/cable-management/cable-glands/ip68/',
      'https://example.com/products/Cable-Management/cable-glands/IP68',
    ])
      expect(comparedAddress(value)).toBe('cable-management/cable-glands/ip68');
    // A slug alone may be any family's: it names none.
    expect(comparedAddress('ip68')).toBeUndefined();
    expect(comparedAddress('<script>/x')).toBeUndefined();
  });

  it('keeps the query’s products in order, at most MAX_COMPARED', () => {
    const many = Array.from({ length: MAX_COMPARED + 3 }, (_, i) => ['p', `gaskets/g${i}`]);
    const verdict = normaliseQuery(
      new URLSearchParams([['utm_source', 'x'], ...many]),
      pageParams('/products/compare'),
      true,
    );
    expect(verdict.status).toBe(200);
    const kept = new URLSearchParams(verdict.status === 200 ? verdict.search : '').getAll('p');
    expect(kept).toEqual(many.slice(0, MAX_COMPARED).map(([, v]) => v));
  });

  it('is, for any query, kept as addresses or refused with a message about `p`', () => {
    const value = fc.oneof(
      fc.string(),
      fc.stringMatching(/^[a-z0-9-]{1,20}(\/[a-z0-9-]{1,20}){0,3}$/),
      fc.constantFrom('/products/gaskets/kammprofile', 'gaskets', '../../etc', '%2F'),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('p', 'P', 'q', 'x'), value)), (pairs) => {
        const verdict = normaliseQuery(
          new URLSearchParams(pairs),
          pageParams('/products/compare'),
          true,
        );
        if (verdict.status === 400) {
          expect(Object.values(verdict.fields).every((m) => m.length > 0)).toBe(true);
          return;
        }
        expect(verdict.status).toBe(200);
        const kept = new URLSearchParams(verdict.status === 200 ? verdict.search : '');
        expect([...kept.keys()].every((k) => k === 'p')).toBe(true);
        for (const address of kept.getAll('p')) expect(comparedAddress(address)).toBe(address);
      }),
    );
  });
});
