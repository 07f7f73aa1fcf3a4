import { useMutation, useQueryClient } from '@tanstack/react-query';
import { skillsAssessmentSchema, type SubmitSkillsAssessment } from '@common/contracts/skills-assessment.ts';
import { api } from '@/lib/api.ts';
import { SKILLS_ASSESSMENTS_KEY } from './get-skills-assessments.ts';

/** POST /api/skills-assessments: the raw answers; the server scores them and answers the stored result. */
export function saveSkillsAssessment(body: SubmitSkillsAssessment) {
  return api({ method: 'POST', url: '/api/skills-assessments', schema: skillsAssessmentSchema, body });
}

export function useSaveSkillsAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSkillsAssessment,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SKILLS_ASSESSMENTS_KEY }),
  });
}
