/**
 * The retention periods in a text editors write (the privacy notice): `{enquiriesMonths}` and the
 * like stand for the period set in Settings → Personal data, so the notice always says what the
 * retention job does, and a changed period is changed in one place.
 */
import {
  retentionKeys,
  retentionPeriods,
  type RetentionSettings,
} from '../schemas/personal-data-settings';

/** The placeholders an editor may write, for the CMS hint. */
export const retentionPlaceholders = retentionKeys.map((key) => `{${key}}`).join(', ');

const placeholder = new RegExp(`\\{(${retentionKeys.join('|')})\\}`, 'g');

export function withRetentionPeriods(text: string, periods: RetentionSettings): string {
  return text.replace(placeholder, (_, key: keyof RetentionSettings) => {
    const value = periods[key];
    const { unit } = retentionPeriods[key];
    return `${value} ${value === 1 ? unit.slice(0, -1) : unit}`;
  });
}
