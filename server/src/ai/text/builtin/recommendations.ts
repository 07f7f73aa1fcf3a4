/**
 * Builtin recommendations from facts in the database: a student's grade, age, progress per module and interests
 * against a course's grade and subject. Scores add up named factors, and the reason states those same factors,
 * so a teacher can see why a match was suggested.
 */
import type { CourseRecommendations, StudentRecommendations, TextTaskParsedInput } from '@common/contracts/ai.ts';
import { recommendations, type ContentLanguage, type RecommendationsContent } from './content.ts';
import { fill, joinList } from './text-tools.ts';

type Student = TextTaskParsedInput<'studentRecommendations'>['availableStudents'][number];
type ModuleId = keyof RecommendationsContent['modules'];

/** "Grade 2" → 2, "Kindergarten" → 0; else estimated from age (a 7-year-old is usually in grade 2). */
function gradeNumber(grade: string | undefined, age?: number): number | null {
  const digits = grade ? /\d+/.exec(grade) : null;
  if (digits) return Number(digits[0]);
  if (grade && /kinder|maternelle|روضة/i.test(grade)) return 0;
  return age !== undefined ? Math.max(0, age - 5) : null;
}

function subjectOf(content: RecommendationsContent, subject: string, text: string) {
  const key = Object.keys(content.subjects).find((s) => s.toLowerCase() === subject.toLowerCase() || text.toLowerCase().includes(s.toLowerCase()));
  return key ? content.subjects[key]! : null;
}

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

function interestsOf(content: RecommendationsContent, student: Student): string[] {
  const given = student.interests.map((i) => i.toLowerCase()).filter((i) => i in content.interestLabels);
  if (given.length) return [...new Set(given)];
  // Without stated interests, the modules a child practises most say what they enjoy.
  return Object.entries(student.moduleProgress)
    .filter(([, progress]) => (progress ?? 0) >= 40)
    .sort(([, a], [, b]) => (b ?? 0) - (a ?? 0))
    .map(([module]) => content.moduleInterests[module as ModuleId]);
}

export function composeStudentRecommendations(input: TextTaskParsedInput<'studentRecommendations'>, language: ContentLanguage): StudentRecommendations {
  const content = recommendations();
  const text = content.reasons[language];
  const subject = subjectOf(content, input.course.name, `${input.course.name} ${input.course.description}`);
  const courseGrade = gradeNumber(input.course.grade);

  const scored = input.availableStudents.map((student) => {
    let score = 40;
    const reasons: string[] = [];
    const grade = gradeNumber(student.grade, student.age);
    if (courseGrade !== null && grade !== null) {
      if (grade === courseGrade) {
        score += 30;
        reasons.push(fill(text.sameGrade, { grade: input.course.grade }));
      } else if (Math.abs(grade - courseGrade) === 1) {
        score += 15;
        reasons.push(text.nearGrade);
      } else score -= 20;
    }
    if (subject) {
      const [module, progress] = subject.modules.map((m) => [m, student.moduleProgress[m] ?? 0] as const).sort((a, b) => a[1] - b[1])[0]!;
      // A course helps most where a child has the most room to grow.
      score += Math.round((100 - progress) * 0.2);
      reasons.push(fill(progress < 60 ? text.needs : text.strong, { module: content.modules[module][language], progress: String(Math.round(progress)) }));
      const shared = interestsOf(content, student).filter((i) => subject.interests.includes(i));
      if (shared.length) {
        score += 10;
        reasons.push(
          fill(text.interest, {
            interests: joinList(
              shared.map((i) => content.interestLabels[i]![language]),
              language,
            ),
          }),
        );
      }
    }
    const because = reasons.length ? reasons.slice(0, 2).join(text.join) : text.fallback;
    return { studentId: student.id, studentName: student.name, reason: `${student.name} ${because}.`.slice(0, 400), matchScore: clamp(score) };
  });
  return { recommendations: scored.sort((a, b) => b.matchScore - a.matchScore).slice(0, input.limit) };
}

export function composeCourseRecommendations(input: TextTaskParsedInput<'courseRecommendations'>, language: ContentLanguage): CourseRecommendations {
  const content = recommendations();
  const text = content.reasons[language];
  const interests = interestsOf(content, input.student);
  const strongest = Object.entries(input.student.moduleProgress).sort(([, a], [, b]) => (b ?? 0) - (a ?? 0))[0]?.[0] as ModuleId | undefined;
  const learningStyle = strongest ? content.moduleStyles[strongest] : 'visual';
  const grade = gradeNumber(input.student.grade, input.student.age);

  const scored = input.courses.map((course) => {
    let score = 30;
    const reasons: string[] = [];
    const subject = subjectOf(content, course.subject, `${course.name} ${course.description}`);
    const matching = subject ? interests.filter((i) => subject.interests.includes(i)) : [];
    if (matching.length) {
      score += 35;
      reasons.push(
        fill(text.interest, {
          interests: joinList(
            matching.map((i) => content.interestLabels[i]![language]),
            language,
          ),
        }),
      );
    }
    const courseGrade = gradeNumber(course.grade);
    if (grade !== null && courseGrade !== null) {
      if (grade === courseGrade) {
        score += 25;
        reasons.push(fill(text.sameGrade, { grade: course.grade }));
      } else if (Math.abs(grade - courseGrade) === 1) score += 10;
      else score -= 20;
    }
    const seats = course.maxStudents - course.currentStudents;
    if (seats <= 0) {
      score -= 30;
      reasons.push(text.full);
    } else {
      score += 10;
      if (seats <= 3) reasons.push(fill(text.seats, { seats: String(seats) }));
    }
    // The reasons here describe the course, so they follow the child's name as a list.
    const because = reasons.length ? reasons.slice(0, 3).join(language === 'ar' ? '؛ ' : '; ') : text.fallback;
    return {
      ...course,
      recommendationScore: clamp(score),
      reason: `${input.student.name}: ${because}.`.slice(0, 400),
      matchingInterests: matching.map((i) => content.interestLabels[i]![language]),
    };
  });
  return {
    studentProfile: { interests: interests.map((i) => content.interestLabels[i]![language]), learningStyle },
    recommendations: scored.sort((a, b) => b.recommendationScore - a.recommendationScore).slice(0, input.limit),
  };
}
