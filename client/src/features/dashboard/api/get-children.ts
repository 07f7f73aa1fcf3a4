import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChildSummary } from '@common/contracts/children.ts';

export const CHILDREN_KEY = ['/api/children'] as const;

/** GET /api/children: a parent's own children with their level, tokens and streak. */
export const childrenQuery = queryOptions<{ children: ChildSummary[] }>({ queryKey: CHILDREN_KEY });

/** Only parents have children to list; for anyone else the call would be refused, so it is not made. */
export function useChildren(enabled: boolean) {
  return useQuery({ ...childrenQuery, enabled });
}
