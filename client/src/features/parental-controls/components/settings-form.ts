import type { ParentalSettings } from '@common/contracts/parental-controls.ts';

/**
 * What the tabs edit before Save: the settings, with the blocked websites as the textarea's text and the time zone
 * null while it is this browser's (before anything is saved, issue 13).
 */
export interface SettingsDraft extends Omit<ParentalSettings, 'blockedWebsites' | 'timeZone'> {
  blockedWebsitesText: string;
  timeZone: string | null;
}

/**
 * This browser's time zone. Asked only when shown or saved: the first question about time zones loads the
 * browser's time zone data (about 30 ms at desktop speed, over 100 ms on a phone), which the first tab does not need.
 */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function draftOf(settings: ParentalSettings, timeZone: string | null = settings.timeZone): SettingsDraft {
  const { blockedWebsites, ...rest } = settings;
  return { ...rest, timeZone, blockedWebsitesText: blockedWebsites.join('\n') };
}

/** One website a line; empty lines and repeats are dropped (the server checks each name). */
export function settingsOf(draft: SettingsDraft): ParentalSettings {
  const { blockedWebsitesText, ...rest } = draft;
  const sites = blockedWebsitesText
    .split(/\r?\n/)
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean);
  return { ...rest, timeZone: rest.timeZone ?? browserTimeZone(), blockedWebsites: [...new Set(sites)] };
}

export type DraftChange = (changes: Partial<SettingsDraft>) => void;
