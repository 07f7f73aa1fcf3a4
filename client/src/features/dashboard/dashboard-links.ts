import { canOpen, type Role } from '@common/domain/roles.ts';

/**
 * What the management and quick-action areas offer a role, as plain data so the rule "a child gets no way into
 * adult tools" is tested once here and the components only draw it. Access comes from common/domain/roles.ts.
 */
export type ManagementCardId =
  'safeModeStatus' | 'parentalControls' | 'myChildren' | 'teachersHub' | 'missionCreator' | 'skillsAssessment' | 'staffManagement' | 'aiEngines' | 'settings';

export interface DashboardLink<Id extends string> {
  id: Id;
  /** null: a status card that opens nothing. */
  href: string | null;
}

export function managementCards(role: Role): DashboardLink<ManagementCardId>[] {
  const cards: DashboardLink<ManagementCardId>[] = [];
  if (canOpen(role, 'parentalControls')) cards.push({ id: 'parentalControls', href: '/parental-controls' });
  else if (role === 'child') cards.push({ id: 'safeModeStatus', href: null });
  if (canOpen(role, 'myChildren')) cards.push({ id: 'myChildren', href: '/my-children' });
  if (canOpen(role, 'teachersHub')) cards.push({ id: 'teachersHub', href: '/teachers' });
  if (canOpen(role, 'missionCreator')) cards.push({ id: 'missionCreator', href: '/mission-creator' });
  cards.push({ id: 'skillsAssessment', href: '/skills-assessment' });
  if (canOpen(role, 'staffManagement')) cards.push({ id: 'staffManagement', href: '/staff-management' });
  if (canOpen(role, 'aiEngines')) cards.push({ id: 'aiEngines', href: '/admin/ai' });
  cards.push({ id: 'settings', href: '/settings' });
  return cards;
}

export type QuickActionId = 'myProgress' | 'achievements' | 'aiTutor' | 'strugglingReaders';

/** The AI tutor is the voice assistant bar on the same page (id="voice-assistant"), hence a fragment link. */
export function quickActions(role: Role): { id: QuickActionId; href: string }[] {
  const actions: { id: QuickActionId; href: string }[] = [
    { id: 'myProgress', href: '/my-progress' },
    { id: 'achievements', href: '/my-progress#achievements' },
    { id: 'aiTutor', href: '#voice-assistant' },
  ];
  if (canOpen(role, 'strugglingReaders')) actions.push({ id: 'strugglingReaders', href: '/struggling-readers' });
  return actions;
}
