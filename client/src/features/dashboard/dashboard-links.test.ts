import { describe, expect, it } from 'vitest';
import { canOpen, ROLES, type Area } from '@common/domain/roles.ts';
import { managementCards, quickActions } from './dashboard-links.ts';

/** The area behind every link the dashboard may offer; 'learning' is open to every role. */
const AREA_OF_HREF: Record<string, Area> = {
  '/parental-controls': 'parentalControls',
  '/my-children': 'myChildren',
  '/teachers': 'teachersHub',
  '/mission-creator': 'missionCreator',
  '/staff-management': 'staffManagement',
  '/struggling-readers': 'strugglingReaders',
  '/admin/ai': 'aiEngines',
  '/skills-assessment': 'learning',
  '/settings': 'learning',
  '/my-progress': 'learning',
  '/my-progress#achievements': 'learning',
  '#voice-assistant': 'learning',
};

const ids = (links: { id: string }[]) => links.map((l) => l.id);
const hrefs = (links: { href: string | null }[]) => links.map((l) => l.href).filter((h): h is string => h !== null);

describe('dashboard management cards', () => {
  it('child sees safe mode as a status card and gets no link into any adult tool', () => {
    const cards = managementCards('child');
    expect(ids(cards)).toEqual(['safeModeStatus', 'skillsAssessment', 'settings']);
    expect(cards.find((c) => c.id === 'safeModeStatus')!.href).toBeNull();
    expect(hrefs([...cards, ...quickActions('child')]).filter((h) => AREA_OF_HREF[h] !== 'learning')).toEqual([]);
  });

  it('parent sees parental controls, my children and the mission creator', () => {
    expect(ids(managementCards('parent'))).toEqual(['parentalControls', 'myChildren', 'missionCreator', 'skillsAssessment', 'settings']);
  });

  it('teacher sees the teachers hub and mission creator but not parental controls or staff management', () => {
    expect(ids(managementCards('teacher'))).toEqual(['teachersHub', 'missionCreator', 'skillsAssessment', 'settings']);
  });

  it('admin sees parental controls, teachers hub, mission creator, staff management and the AI engines', () => {
    expect(ids(managementCards('admin'))).toEqual([
      'parentalControls',
      'teachersHub',
      'missionCreator',
      'skillsAssessment',
      'staffManagement',
      'aiEngines',
      'settings',
    ]);
  });

  it('every role is only offered areas its role may open', () => {
    for (const role of ROLES) {
      for (const href of hrefs([...managementCards(role), ...quickActions(role)])) {
        // A link this table does not know fails here rather than being skipped.
        const area = AREA_OF_HREF[href];
        expect(area, `${href} has no area in AREA_OF_HREF`).toBeDefined();
        expect(canOpen(role, area!), `${role} → ${href}`).toBe(true);
      }
    }
  });
});

describe('dashboard quick actions', () => {
  it('child gets my progress, achievements and the AI tutor, without struggling readers', () => {
    expect(hrefs(quickActions('child'))).toEqual(['/my-progress', '/my-progress#achievements', '#voice-assistant']);
  });

  it('teacher and admin also get struggling readers', () => {
    expect(ids(quickActions('teacher'))).toContain('strugglingReaders');
    expect(ids(quickActions('admin'))).toContain('strugglingReaders');
    expect(ids(quickActions('parent'))).not.toContain('strugglingReaders');
  });
});
