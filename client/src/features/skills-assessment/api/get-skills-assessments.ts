import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { skillsAssessmentListSchema } from '@common/contracts/skills-assessment.ts';
import { api, withQuery } from '@/lib/api.ts';

export const SKILLS_ASSESSMENTS_KEY = ['/api/skills-assessments'] as const;

/** GET /api/skills-assessments: the signed-in child's results, or a child's the caller may see; newest first. */
export const skillsAssessmentsQuery = (childId: string | null) =>
  queryOptions({
    queryKey: [...SKILLS_ASSESSMENTS_KEY, childId],
    queryFn: () => api({ url: withQuery('/api/skills-assessments', { childId: childId ?? undefined }), schema: skillsAssessmentListSchema }),
  });

export function useSkillsAssessments(childId: string | null) {
  return useQuery(skillsAssessmentsQuery(childId));
}
