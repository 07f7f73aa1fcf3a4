import type { ParentalSettings } from '@common/contracts/parental-controls.ts';

/** What the tabs edit before Save: the settings, with the blocked websites as the textarea's text. */
export interface SettingsDraft extends Omit<ParentalSettings, 'blockedWebsites'> {
  blockedWebsitesText: string;
}

export function draftOf(settings: ParentalSettings): SettingsDraft {
  const { blockedWebsites, ...rest } = settings;
  return { ...rest, blockedWebsitesText: blockedWebsites.join('\n') };
}

/** One website a line; empty lines and repeats are dropped (the server checks each name). */
export function settingsOf(draft: SettingsDraft): ParentalSettings {
  const { blockedWebsitesText, ...rest } = draft;
  const sites = blockedWebsitesText
    .split(/\r?\n/)
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean);
  return { ...rest, blockedWebsites: [...new Set(sites)] };
}

export type DraftChange = (changes: Partial<SettingsDraft>) => void;
