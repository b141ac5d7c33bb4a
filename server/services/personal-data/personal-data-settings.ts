/**
 * Settings → Personal data (issue 32): how long each kind of personal data is kept. Everyone
 * signed in reads the periods; only the super admin changes them (the routes check who), within
 * the bounds of schemas/personal-data-settings.ts, and every change is in the audit log with the
 * labels of the periods that changed. The retention job reads them at each run.
 */
import {
  defaultRetention,
  retentionKeys,
  retentionPeriods,
  retentionSettingsInput,
  type PersonalDataSettings,
  type RetentionSettings,
} from '../../../schemas/personal-data-settings';
import { fieldErrors } from '../../../schemas/enquiry';
import type { Db } from '../../db/client';
import { settingsRepo, type SettingsRow } from '../../repositories/content/settings-repo';
import { writeContent } from '../../repositories/content/content-version-repo';
import { auditTargets, recordAudit, type Actor } from '../shared/audit-log';
import { ServiceError } from '../shared/service-error';

/** The row of the `settings` table. */
export const PERSONAL_DATA_KEY = 'personal-data';

/**
 * The periods a stored value holds, each one that is missing or out of today's bounds read as
 * its default: a value written by another version of the site never stops the job.
 */
export function periodsOf(value: Record<string, unknown> | undefined): RetentionSettings {
  const whole = retentionSettingsInput.safeParse(value);
  if (whole.success) return whole.data;
  const periods = { ...defaultRetention };
  for (const key of retentionKeys) {
    const { min, max } = retentionPeriods[key];
    const stored = value?.[key];
    if (typeof stored === 'number' && Number.isInteger(stored) && stored >= min && stored <= max)
      periods[key] = stored;
  }
  // Files never outlive their enquiry, whatever was stored.
  periods.filesMonths = Math.min(periods.filesMonths, periods.enquiriesMonths);
  return periods;
}

const answer = (row: SettingsRow | undefined): PersonalDataSettings => ({
  ...periodsOf(row?.value),
  updatedAt: row?.updatedAt.toISOString() ?? null,
  updatedBy: row?.updatedBy ?? null,
});

export function createPersonalDataSettings(db: Db) {
  return {
    /** The periods in force (the defaults until the super admin changes one). */
    periods: async (): Promise<RetentionSettings> =>
      periodsOf((await settingsRepo(db).get(PERSONAL_DATA_KEY))?.value),

    /** What the API and the CMS show: the periods, when and by whom they were last changed. */
    get: async (): Promise<PersonalDataSettings> =>
      answer(await settingsRepo(db).get(PERSONAL_DATA_KEY)),

    /**
     * Replaces the periods (the caller has checked that `actor` is the super admin). Anything out
     * of bounds is refused with a message per field and nothing changes.
     */
    async update(input: unknown, actor: Actor): Promise<PersonalDataSettings> {
      const parsed = retentionSettingsInput.safeParse(input);
      if (!parsed.success) {
        throw new ServiceError(400, 'Some fields need attention', fieldErrors(parsed.error));
      }
      const next = parsed.data;
      // A content write: the privacy notice shows these periods, so cached pages must go.
      const row = await writeContent(db, async (tx) => {
        const repo = settingsRepo(tx);
        const before = periodsOf((await repo.getForUpdate(PERSONAL_DATA_KEY))?.value);
        const stored = await repo.put(PERSONAL_DATA_KEY, next, actor.name, new Date());
        await recordAudit(tx, actor, {
          action: 'settings.update',
          target: auditTargets.personalData,
          targetLabel: 'Settings: Personal data',
          fields: retentionKeys
            .filter((key) => before[key] !== next[key])
            .map((key) => retentionPeriods[key].label),
        });
        return stored;
      });
      return answer(row);
    },
  };
}

export type PersonalDataSettingsService = ReturnType<typeof createPersonalDataSettings>;
