/** Staff management's fixed vocabulary (issue 14): organisation types, the permission catalogue and level labels. */

export const ORGANIZATION_TYPES = ['province', 'school_board', 'school'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/** The type an organisation's parent must have; a province has none. */
export const PARENT_TYPE: Record<OrganizationType, OrganizationType | null> = {
  province: null,
  school_board: 'province',
  school: 'school_board',
};

/**
 * Every permission a staff role can carry. An assignment grants its role's permissions over its organisation and
 * everything below it.
 */
export const PERMISSIONS = [
  'manage_organizations',
  'manage_roles',
  'manage_staff',
  'manage_users',
  'manage_courses',
  'view_reports',
  'view_audit_log',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export type LevelLabel = 'executive' | 'administrative' | 'senior_staff' | 'staff';

/** Spec 000 §6: level 2 or lower executive, 4 or lower administrative, 6 or lower senior staff, otherwise staff. */
export function levelLabel(level: number): LevelLabel {
  if (level <= 2) return 'executive';
  if (level <= 4) return 'administrative';
  if (level <= 6) return 'senior_staff';
  return 'staff';
}

/** An assignment's id as the screen shows it: its first 8 characters. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}
