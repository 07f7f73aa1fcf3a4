/**
 * SLOT for the skills lane (issue 11): the skills-assessment results (GET /api/skills-assessments?childId=) shown
 * on the same report, newest first. The skills lane replaces this body and the element type with its contract's
 * record; the report already renders <SkillsAssessmentResults results={…} /> under the grade tabs.
 */
export function SkillsAssessmentResults({ results }: { results: readonly unknown[] }) {
  if (results.length === 0) return null;
  return null;
}
