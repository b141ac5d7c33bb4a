/** Drafts after they are saved: discarded by an editor, or published when their time comes. */
import { parseTarget, recordInfo, sectionInfo } from '../../../content/cms-targets';
import { collections } from '../../../content/registry';
import { contentStatesRepo } from '../../repositories/content/content-states-repo';
import { writeContent } from '../../repositories/content/content-version-repo';
import { recordAudit, type Actor } from '../shared/audit-log';
import { claimEdit, type IfMatch } from './edit-states';
import { WriteError, type WriteInput } from './write-preparation';
import { notFound, type Saved, type WriteContext, type WriteOptions } from './write-context';
import { published } from './draft-steps';
import type { RecordWrites } from './record-writes';
import type { SectionWrites } from './section-writes';

export function draftWrites(
  ctx: WriteContext,
  writes: Pick<SectionWrites, 'updateSection'> & Pick<RecordWrites, 'updateRecord'>,
) {
  const { db, sweep, records, sections, states } = ctx;
  return {
    /**
     * Throws away a section's or record's pending draft and its publish time; the published
     * value stays as it is. A record never published has no other value: delete it instead.
     */
    async discardDraft(target: string, actor: Actor, ifMatch?: IfMatch): Promise<Saved<null>> {
      const parsed = parseTarget(target);
      if (!parsed) throw new WriteError(404, `There is nothing called ${target} to edit`);
      const fields =
        parsed.kind === 'section' ? parsed.section.fields : collections[parsed.name].fields;
      let info: { label: string; href: string };
      if (parsed.kind === 'section') info = sectionInfo(parsed.section.key);
      else {
        const row = await records.byId(parsed.name, parsed.id);
        if (!row) throw notFound(`${collections[parsed.name].title} record`, parsed.id);
        if (!row.published) {
          throw new WriteError(409, 'This record has never been published: delete it instead');
        }
        info = recordInfo(parsed.name, row);
      }
      let dropped: string[] = [];
      const version = await writeContent(db, async (tx) => {
        const state = await claimEdit(tx, target, ifMatch);
        if (!state.draft && !state.publishAt) {
          throw new WriteError(409, 'There is no draft to discard');
        }
        await recordAudit(tx, actor, {
          action: 'content.draft_discard',
          target,
          targetLabel: info.label,
        });
        const done = await published(tx, actor, target, info, fields);
        dropped = done.dropped;
        return done.version;
      });
      await sweep(dropped);
      return { value: null, version };
    },

    /**
     * Publishes the drafts (and records never published) whose publish time has come, each in
     * its own write, as the editor who scheduled it. The timed job calls this every 30 seconds
     * on one instance; the write locks the state, so a publish happens once. Answers how many.
     */
    async publishDue(now = new Date(), limit = 50): Promise<number> {
      let count = 0;
      for (const state of await states.due(now, limit)) {
        const parsed = parseTarget(state.target);
        const actor: Actor = { id: state.savedById, name: state.savedBy || 'Scheduled', ip: '' };
        const options: WriteOptions = { scheduled: true };
        const none: WriteInput = { values: {}, files: {} };
        try {
          if (parsed?.kind === 'section') {
            const row = await sections.byKey(parsed.section.key);
            if (!row) throw new WriteError(404, `There is no section ${parsed.section.key}`);
            await writes.updateSection(parsed.section.key, row.id, none, actor, options);
          } else if (parsed) {
            await writes.updateRecord(parsed.name, parsed.id, none, actor, options);
          } else throw new WriteError(404, `There is nothing called ${state.target}`);
          count++;
        } catch (err) {
          // Gone (deleted) or no longer valid: stop trying; the editor sees it unscheduled.
          console.error(`Publishing ${state.target} as scheduled failed:`, err);
          await writeContent(db, async (tx) => {
            const locked = await contentStatesRepo(tx).lock(state.target);
            if (locked.publishAt && locked.publishAt <= now) {
              await contentStatesRepo(tx).saved(
                state.target,
                { id: locked.savedById, name: locked.savedBy },
                { draft: locked.draft, publishAt: null },
              );
            }
          });
        }
      }
      return count;
    },
  };
}
