import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChildSummary } from '@common/contracts/children.ts';

export const CHILDREN_KEY = ['/api/children'] as const;

/** GET /api/children: the signed-in parent's own children. */
export const childrenQuery = queryOptions<{ children: ChildSummary[] }>({ queryKey: CHILDREN_KEY });

export function useChildren() {
  return useQuery(childrenQuery);
}
