import { describe, expect, it } from 'vitest';
import { defaultParentalSettings } from '@common/contracts/parental-controls.ts';
import { draftOf, settingsOf } from './settings-form.ts';
import { scoreTone } from './monitoring-tab.tsx';

describe('settings form', () => {
  it('keeps the blocked websites as one a line, dropping blank lines and repeats', () => {
    const draft = draftOf({ ...defaultParentalSettings('Europe/Rome'), blockedWebsites: ['a.com', 'b.org'] });
    expect(draft.blockedWebsitesText).toBe('a.com\nb.org');
    const settings = settingsOf({ ...draft, blockedWebsitesText: ' A.com \r\n\nb.org\na.com\n' });
    expect(settings.blockedWebsites).toEqual(['a.com', 'b.org']);
    expect(settings).toMatchObject({ timeZone: 'Europe/Rome', dailyLimitMinutes: 120, safetyLevel: 'high' });
  });

  it('keeps a time zone not yet chosen as this browser’s, asked only when the settings are sent', () => {
    const draft = draftOf(defaultParentalSettings(), null);
    expect(draft.timeZone).toBeNull();
    expect(settingsOf(draft).timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(settingsOf({ ...draft, timeZone: 'Asia/Tokyo' }).timeZone).toBe('Asia/Tokyo');
  });

  it('colours a safety score at 80 and 60 (spec 002 §5)', () => {
    expect([100, 80, 79, 60, 59, 0].map(scoreTone)).toEqual(['success', 'success', 'warning', 'warning', 'danger', 'danger']);
  });
});
