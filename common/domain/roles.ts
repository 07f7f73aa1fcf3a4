/** Role values stored on accounts. Relationships (guardian of, teaches, works at) are not roles. */
export const ROLES = ['child', 'parent', 'teacher', 'trainer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function isAdult(role: Role): boolean {
  return role !== 'child';
}

/**
 * Which signed-in roles may open each area of the product. The client uses it to show cards and guard routes;
 * the server's policies (server/src/auth/policies.ts) enforce the same rules on the data behind them.
 */
export const AREA_ACCESS = {
  learning: ROLES,
  parentalControls: ['parent', 'admin'],
  myChildren: ['parent'],
  missionCreator: ['teacher', 'trainer', 'parent', 'admin'],
  teachersHub: ['teacher', 'trainer', 'admin'],
  strugglingReaders: ['teacher', 'trainer', 'admin'],
  staffManagement: ['admin'],
  aiEngines: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Area = keyof typeof AREA_ACCESS;

export function canOpen(role: Role, area: Area): boolean {
  return (AREA_ACCESS[area] as readonly Role[]).includes(role);
}
