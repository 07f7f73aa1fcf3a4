/**
 * The grade assessments' question banks and provisional norms (content/assessments/): one file per program and
 * grade, each with at least two forms of the spec's question count (spec 000 §9: kindergarten 15, grade 1 and
 * grades 2-3 25). Validated with zod when this module loads, so a broken edit fails at start and in the tests.
 * The keys (correctAnswer) stay on the server: `publicQuestion` strips them.
 */
import { z } from 'zod';
import type { Norm } from '@common/domain/norms.ts';
import { CURRICULA, GRADES, QUESTION_COUNTS, SKILLS_BY_GRADE, type Curriculum, type Grade } from '@common/domain/assessments.ts';
import type { PublicQuestion } from '@common/contracts/assessments.ts';
import enK from '../../../../content/assessments/english/kindergarten.json' with { type: 'json' };
import enG1 from '../../../../content/assessments/english/grade1.json' with { type: 'json' };
import enG23 from '../../../../content/assessments/english/grade2-3.json' with { type: 'json' };
import flK from '../../../../content/assessments/french_first_language/kindergarten.json' with { type: 'json' };
import flG1 from '../../../../content/assessments/french_first_language/grade1.json' with { type: 'json' };
import flG23 from '../../../../content/assessments/french_first_language/grade2-3.json' with { type: 'json' };
import fiK from '../../../../content/assessments/french_immersion/kindergarten.json' with { type: 'json' };
import fiG1 from '../../../../content/assessments/french_immersion/grade1.json' with { type: 'json' };
import fiG23 from '../../../../content/assessments/french_immersion/grade2-3.json' with { type: 'json' };
import normsJson from '../../../../content/assessments/norms.json' with { type: 'json' };

const optionSchema = z.object({ id: z.string().regex(/^[a-d]$/), label: z.string().min(1), icon: z.string().optional() });

const questionSchema = z.discriminatedUnion('type', [
  z.object({
    id: z.string().min(1).max(40),
    type: z.literal('multiple-choice'),
    skill: z.string(),
    question: z.string().min(1),
    prompt: z.string().optional(),
    icon: z.string().optional(),
    options: z.array(optionSchema).min(2).max(4),
    correctAnswer: z.string(),
  }),
  z.object({
    id: z.string().min(1).max(40),
    type: z.literal('pronunciation'),
    skill: z.string(),
    question: z.string().min(1),
    prompt: z.string().optional(),
    icon: z.string().optional(),
    pronunciationTarget: z.string().min(1).max(80),
  }),
]);
export type BankQuestion = z.infer<typeof questionSchema>;

const bankSchema = z.object({
  program: z.enum(CURRICULA),
  grade: z.enum(GRADES),
  language: z.enum(['en', 'fr']),
  forms: z.record(z.string().regex(/^[A-Z]$/), z.array(questionSchema)),
});
export type Bank = z.infer<typeof bankSchema>;

const normSchema = z.object({ mean: z.number().min(0).max(100), sd: z.number().positive() });
const normsSchema = z.object({
  basis: z.string(),
  provisional: z.boolean(),
  grades: z.record(z.enum(GRADES), z.object({ overall: normSchema, skills: z.record(z.string(), normSchema) })),
});

function check(bank: Bank): Bank {
  const where = `content/assessments/${bank.program}/${bank.grade}`;
  const forms = Object.entries(bank.forms);
  if (forms.length < 2) throw new Error(`${where}: needs at least two forms`);
  const ids = new Set<string>();
  for (const [form, questions] of forms) {
    if (questions.length !== QUESTION_COUNTS[bank.grade]) throw new Error(`${where}: form ${form} needs ${QUESTION_COUNTS[bank.grade]} questions`);
    const skills = new Set(questions.map((q) => q.skill));
    for (const skill of SKILLS_BY_GRADE[bank.grade]) if (!skills.has(skill)) throw new Error(`${where}: form ${form} does not test ${skill}`);
    for (const q of questions) {
      if (ids.has(q.id)) throw new Error(`${where}: question id ${q.id} is used twice`);
      ids.add(q.id);
      if (!(SKILLS_BY_GRADE[bank.grade] as readonly string[]).includes(q.skill)) throw new Error(`${where}: ${q.id} has unknown skill ${q.skill}`);
      if (q.type === 'multiple-choice' && !q.options.some((o) => o.id === q.correctAnswer)) throw new Error(`${where}: ${q.id} key is not an option`);
    }
  }
  return bank;
}

const RAW: Record<Curriculum, Record<Grade, unknown>> = {
  english: { kindergarten: enK, grade1: enG1, 'grade2-3': enG23 },
  french_first_language: { kindergarten: flK, grade1: flG1, 'grade2-3': flG23 },
  french_immersion: { kindergarten: fiK, grade1: fiG1, 'grade2-3': fiG23 },
};

const BANKS = Object.fromEntries(
  CURRICULA.map((program) => [
    program,
    Object.fromEntries(
      GRADES.map((grade) => {
        const bank = check(bankSchema.parse(RAW[program][grade]));
        if (bank.program !== program || bank.grade !== grade)
          throw new Error(`content/assessments/${program}/${grade}: program or grade does not match its file`);
        return [grade, bank];
      }),
    ),
  ]),
) as Record<Curriculum, Record<Grade, Bank>>;

const NORMS = normsSchema.parse(normsJson);
for (const grade of GRADES) {
  for (const skill of SKILLS_BY_GRADE[grade])
    if (!NORMS.grades[grade]?.skills[skill]) throw new Error(`content/assessments/norms.json: ${grade} has no norm for ${skill}`);
}

export function bankOf(program: Curriculum, grade: Grade): Bank {
  return BANKS[program][grade];
}

export function formIds(bank: Bank): string[] {
  return Object.keys(bank.forms).sort();
}

/** The form to draw: the first one, or on a retry the one after the child's last form (so a retry differs). */
export function nextForm(bank: Bank, lastForm: string | null): string {
  const ids = formIds(bank);
  if (lastForm === null) return ids[0]!;
  const at = ids.indexOf(lastForm);
  return ids[(at + 1) % ids.length]!;
}

export function overallNorm(grade: Grade): Norm {
  return NORMS.grades[grade]!.overall;
}

export function skillNorm(grade: Grade, skill: string): Norm {
  return NORMS.grades[grade]!.skills[skill]!;
}

/** What the client sees of a question: everything but the key. */
export function publicQuestion(q: BankQuestion): PublicQuestion {
  return {
    id: q.id,
    type: q.type,
    question: q.question,
    ...(q.prompt ? { prompt: q.prompt } : {}),
    options: q.type === 'multiple-choice' ? q.options.map((o) => ({ id: o.id, label: o.label, ...(o.icon ? { icon: o.icon } : {}) })) : [],
    ...(q.type === 'pronunciation' ? { pronunciationTarget: q.pronunciationTarget } : {}),
    skill: q.skill,
    ...(q.icon ? { icon: q.icon } : {}),
  };
}
