/**
 * The enclosure configurator's schema (schemas/enclosure-configuration.ts, decision 0053) on
 * generated input: a configuration within every limit and rule, or a refusal whose every message
 * is one of the configurator's section fields, put into words with nothing left in braces. A
 * configuration that passes reads back the same from its shareable address and its line key.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SectionData } from '../../../content/registry';
import { loadSectionSeeds } from '../../../server/services/content/seed-files';
import { fieldErrors } from '../../../schemas/field-errors';
import {
  combinationLimits,
  configurationLimits,
  configurationOptions,
  configurationProblems,
  configurationQuery,
  configurationText,
  enclosureConfigurationSchema,
  impossibleCombinations,
  lineKey,
} from '../../../schemas/enclosure-configuration';
import { anyText, runs } from './generated-text';

const words = (await loadSectionSeeds()).get(
  'quote/enclosure-configurator',
) as SectionData<'quote/enclosure-configurator'>;
const inRange = ({ min, max }: { min: number; max: number }) =>
  fc.oneof(fc.integer({ min, max }).map(String), fc.integer({ min: min - 50, max: max + 50 }));
const option = (values: readonly string[]) => fc.oneof(fc.constantFrom(...values), anyText);
const tick = fc.oneof(fc.constantFrom('yes', 'no', undefined), anyText);

/** Mostly plausible configurations, with hostile values and types mixed in. */
const configuration = fc.record(
  {
    height: fc.oneof(inRange(configurationLimits.height), anyText, fc.anything()),
    width: fc.oneof(inRange(configurationLimits.width), anyText),
    depth: fc.oneof(inRange(configurationLimits.depth), fc.double()),
    material: option(configurationOptions.material),
    ip: option(configurationOptions.ip),
    ik: option(configurationOptions.ik),
    mounting: option(configurationOptions.mounting),
    doors: inRange(configurationLimits.doors),
    window: tick,
    lock: option(configurationOptions.lock),
    colour: fc.oneof(
      fc.integer({ min: 1000, max: 9999 }).map((n) => `RAL ${n}`),
      fc.integer({ min: 1000, max: 9999 }).map((n) => `ral${n}`),
      anyText,
    ),
    cableEntry: option(configurationOptions.cableEntry),
    glandPlate: tick,
    drawing: tick,
  },
  { requiredKeys: [] },
);

describe('an enclosure configuration', () => {
  it('is within every limit and rule, or refused in the configurator’s words', () => {
    fc.assert(
      fc.property(fc.oneof(configuration, fc.anything()), (input) => {
        const parsed = enclosureConfigurationSchema.safeParse(input);
        if (!parsed.success) {
          const said = configurationProblems(fieldErrors(parsed.error), words);
          expect(Object.keys(said).length).toBeGreaterThan(0);
          for (const message of Object.values(said)) expect(message).toMatch(/^[A-Z][^{}]+$/);
          return;
        }
        const c = parsed.data;
        for (const name of ['height', 'width', 'depth', 'doors'] as const) {
          expect(c[name]).toBeGreaterThanOrEqual(configurationLimits[name].min);
          expect(c[name]).toBeLessThanOrEqual(configurationLimits[name].max);
        }
        expect(impossibleCombinations(c)).toEqual([]);
        if (c.mounting === 'pole')
          expect(c.height).toBeLessThanOrEqual(combinationLimits.pole.height);
        expect(c.colour).toMatch(/^RAL [1-9]0\d\d$/);
        const text = configurationText(c, words);
        expect(text).toContain(`${c.ip}, ${c.ik}`);
        expect(text).not.toMatch(/[{}]/);
        // Its shareable address reads back as itself, and so is the same basket line.
        const again = enclosureConfigurationSchema.parse(
          Object.fromEntries(new URLSearchParams(configurationQuery(c))),
        );
        expect(again).toEqual(c);
        expect(lineKey({ productId: 'p', configuration: again })).toBe(
          lineKey({ productId: 'p', configuration: c }),
        );
      }),
      runs(500),
    );
  });

  it('within the limits, is refused exactly when a rule between fields says so', () => {
    const limit = ({ min, max }: { min: number; max: number }) => fc.integer({ min, max });
    const pick = (values: readonly string[]) => fc.constantFrom(...values);
    const yesNo = fc.constantFrom('yes', 'no');
    fc.assert(
      fc.property(
        fc.record({
          height: limit(configurationLimits.height),
          width: limit(configurationLimits.width),
          depth: limit(configurationLimits.depth),
          material: pick(configurationOptions.material),
          ip: pick(configurationOptions.ip),
          ik: pick(configurationOptions.ik),
          mounting: pick(configurationOptions.mounting),
          doors: limit(configurationLimits.doors),
          window: yesNo,
          lock: pick(configurationOptions.lock),
          colour: fc.constantFrom('RAL 7035', 'ral9016', 'RAL5015'),
          cableEntry: pick(configurationOptions.cableEntry),
          glandPlate: yesNo,
          drawing: yesNo,
        }),
        (input) => {
          const parsed = enclosureConfigurationSchema.safeParse(input);
          const rules = impossibleCombinations({ ...input, colour: 'RAL 7035' } as never);
          expect(parsed.success).toBe(rules.length === 0);
          if (!parsed.success)
            expect(Object.keys(fieldErrors(parsed.error)).sort()).toEqual(
              [...new Set(rules.map(([field]) => field))].sort(),
            );
        },
      ),
      runs(500),
    );
  });
});
