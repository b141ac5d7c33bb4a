/**
 * Settings → Search (issue 33): synonym groups editors keep ("explosion proof, ex, atex"). Read
 * at query time by the search service: a query's words that are one of a group's terms match any
 * term of the group, in every kind of result. Stored in the `settings` table; a change is a
 * content write (cached search pages refresh) and is in the audit log.
 */
import { SYNONYM_GROUPS_MAX, synonymsInput, type Synonyms } from '../../../schemas/search-synonyms';
import { fieldErrors } from '../../../schemas/enquiry';
import type { Db } from '../../db/client';
import { writeContent } from '../../repositories/content/content-version-repo';
import { seedRunsRepo } from '../../repositories/content/seed-runs-repo';
import { settingsRepo, type SettingsRow } from '../../repositories/content/settings-repo';
import { auditTargets, recordAudit, type Actor } from '../shared/audit-log';
import { ServiceError } from '../shared/service-error';

export const SYNONYMS_KEY = 'search-synonyms';

export type SynonymGroups = readonly (readonly string[])[];

/** The stored groups; a value written by another version that no longer reads is no groups. */
function groupsOf(row: SettingsRow | undefined): string[][] {
  const parsed = synonymsInput.safeParse(row?.value);
  return parsed.success ? parsed.data.groups : [];
}

const answer = (row: SettingsRow | undefined): Synonyms => ({
  groups: groupsOf(row),
  updatedAt: row?.updatedAt.toISOString() ?? null,
  updatedBy: row?.updatedBy ?? null,
});

/** Crude English plural folding, the same on both sides: "vacancies" is "vacancy". */
const stem = (word: string) => word.replace(/ies$/, 'y').replace(/([^s])s$/, '$1');
const wordsIn = (text: string) =>
  text
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stem);

export interface ExpandedQuery {
  /** The query's words no group took, searched as typed. */
  text: string;
  /** For each group a query's words named: its terms, any one of which must match. */
  anyOf: string[][];
  /** For each of `anyOf`, the query's words that named it. */
  named: string[];
  /** The query's words a group took (not to be "corrected"). */
  covered: Set<string>;
}

/**
 * Splits a folded query into the words groups take and the rest. Longer terms first, so
 * "explosion proof" is taken whole before a group holding "proof" could take half of it.
 */
export function expandQuery(folded: string, groups: SynonymGroups): ExpandedQuery {
  // A hyphen inside a word joins words ("explosion-proof", "e-house", issue 52): they are
  // matched one by one, as a group's term with a space or a hyphen is.
  const words = folded
    .replace(/(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu, ' ')
    .split(' ')
    .filter(Boolean);
  const stems = words.map((w) => wordsIn(w).join(' '));
  const taken = new Array<boolean>(words.length).fill(false);
  const anyOf: string[][] = [];
  const named: string[] = [];
  const terms = groups
    .flatMap((group, g) => group.map((term) => ({ g, parts: wordsIn(term) })))
    .filter((t) => t.parts.length > 0)
    .sort((a, b) => b.parts.length - a.parts.length);
  const used = new Set<number>();
  for (const { g, parts } of terms) {
    for (let i = 0; i + parts.length <= words.length; i++) {
      const span = stems.slice(i, i + parts.length);
      if (taken.slice(i, i + parts.length).some(Boolean) || span.join(' ') !== parts.join(' ')) {
        continue;
      }
      for (let j = i; j < i + parts.length; j++) taken[j] = true;
      if (!used.has(g)) {
        used.add(g);
        anyOf.push([...(groups[g] ?? [])]);
        named.push(words.slice(i, i + parts.length).join(' '));
      }
    }
  }
  return {
    text: words.filter((_, i) => !taken[i]).join(' '),
    anyOf,
    named,
    covered: new Set(words.filter((_, i) => taken[i])),
  };
}

/** Marks the trade vocabulary added (seed_runs): once a site has it, it is the editors'. */
const VOCABULARY_RUN = 'search-vocabulary';

/**
 * `groups` followed by each of `added` none of whose terms they hold already, up to the most
 * groups the form takes: an editor's group is never changed, and a term stays in one group.
 */
export function withGroups(groups: SynonymGroups, added: SynonymGroups): string[][] {
  const held = new Set(groups.flat());
  const merged = groups.map((g) => [...g]);
  for (const group of added) {
    if (merged.length >= SYNONYM_GROUPS_MAX) break;
    if (group.some((t) => held.has(t))) continue;
    merged.push([...group]);
    for (const t of group) held.add(t);
  }
  return merged;
}

/**
 * Adds the trade vocabulary (content/seed/search-vocabulary.yaml, issue 52) to the site's synonym
 * groups, once ever: a new site starts with it, an existing one gets it beside its editors'
 * groups on its first start with this version, and a group an editor deletes later stays
 * deleted. Answers how many groups it added.
 */
export async function addSearchVocabulary(db: Db, vocabulary: SynonymGroups): Promise<number> {
  if (await seedRunsRepo(db).ran(VOCABULARY_RUN)) return 0;
  return writeContent(db, async (tx) => {
    if (!(await seedRunsRepo(tx).claim(VOCABULARY_RUN))) return 0;
    const repo = settingsRepo(tx);
    const row = await repo.getForUpdate(SYNONYMS_KEY);
    const before = groupsOf(row);
    const groups = withGroups(before, vocabulary);
    if (groups.length === before.length) return 0;
    await repo.put(SYNONYMS_KEY, { groups }, row?.updatedBy ?? null, new Date());
    return groups.length - before.length;
  });
}

export function createSearchSynonyms(db: Db) {
  return {
    groups: async (): Promise<string[][]> => groupsOf(await settingsRepo(db).get(SYNONYMS_KEY)),
    get: async (): Promise<Synonyms> => answer(await settingsRepo(db).get(SYNONYMS_KEY)),
    /** Replaces the list; bad input is a 400 with a message per field and nothing changes. */
    async update(input: unknown, actor: Actor): Promise<Synonyms> {
      const parsed = synonymsInput.safeParse(input);
      if (!parsed.success) {
        throw new ServiceError(400, 'Some fields need attention', fieldErrors(parsed.error));
      }
      // One group per term: a term in two groups would make the groups one anyway.
      const groups = parsed.data.groups.map((g) => [...new Set(g)]);
      const row = await writeContent(db, async (tx) => {
        const repo = settingsRepo(tx);
        const before = groupsOf(await repo.getForUpdate(SYNONYMS_KEY));
        const stored = await repo.put(SYNONYMS_KEY, { groups }, actor.name, new Date());
        const changed = JSON.stringify(before) !== JSON.stringify(groups);
        await recordAudit(tx, actor, {
          action: 'settings.update',
          target: auditTargets.search,
          targetLabel: 'Settings: Search',
          fields: changed ? ['Synonym groups'] : [],
        });
        return stored;
      });
      return answer(row);
    },
  };
}

export type SearchSynonymsService = ReturnType<typeof createSearchSynonyms>;
