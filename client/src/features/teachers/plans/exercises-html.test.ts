import { describe, expect, it } from 'vitest';
import type { Lesson } from '@common/contracts/ai.ts';
import { durationFrom, lessonCountFrom, lessonPlanInputSchema } from '@common/contracts/lesson-plans.ts';
import { exercisesFileName, exercisesHtml } from './exercises-html.ts';

const labels = {
  lesson: (n: number) => `Lesson ${n}`,
  writing: 'Writing',
  phonics: 'Phonics',
  answerKey: 'Answer key',
  name: 'Name',
  noAnswer: 'Answers vary',
};

const lesson = (title: string): Lesson => ({
  title,
  description: 'd',
  objectives: ['o'],
  activities: [{ name: 'a', duration: 30, description: 'd' }],
  printableExercises: {
    writingExercises: [{ title: 'Trace', instructions: 'Trace the words', exercises: [{ type: 'trace', difficulty: 'easy', content: ['cat', 'hat'] }] }],
    phonicsExercises: [
      {
        title: 'Find a',
        instructions: 'Circle',
        exercises: [{ type: 'find-the-sound', difficulty: 'easy', content: [{ sound: 'a', options: ['cat', 'dog'], answer: 'cat' }] }],
      },
    ],
  },
});

describe('the printable exercises file', () => {
  it('holds every lesson, then the answer key on a page of its own, last', () => {
    const html = exercisesHtml({ title: 'Week <1>', language: 'en', lessons: [lesson('One'), lesson('Two')] }, labels);
    expect(html).toContain('<title>Week &lt;1&gt;</title>');
    expect(html.indexOf('Lesson 2: Two')).toBeLessThan(html.indexOf('class="answer-key"'));
    const key = html.slice(html.indexOf('class="answer-key"'));
    expect(key).toContain('<strong>Find a</strong>: cat');
    expect(key).toContain('<strong>Trace</strong>: Answers vary');
    expect(html).toMatch(/\.answer-key \{ break-before: page;/);
    expect(html).not.toMatch(/<script|<link|src=/);
  });

  it('reads right to left for an Arabic plan', () => {
    expect(exercisesHtml({ title: 'خطة', language: 'ar', lessons: [lesson('واحد')] }, labels)).toContain('<html lang="ar" dir="rtl">');
  });

  it('is named {title}_exercises.html', () => {
    expect(exercisesFileName('Short a week')).toBe('Short a week_exercises.html');
    expect(exercisesFileName('a/b:c')).toBe('a_b_c_exercises.html');
  });
});

describe('the lesson form (spec 002 §5)', () => {
  it('falls back to 30 minutes and 1 lesson when the fields are not numbers', () => {
    expect(durationFrom('')).toBe(30);
    expect(durationFrom('abc')).toBe(30);
    expect(durationFrom('45')).toBe(45);
    expect(lessonCountFrom('')).toBe(1);
    expect(lessonCountFrom('7')).toBe(7);
  });

  it('gives the messages of the form, the same the server answers', () => {
    const result = lessonPlanInputSchema.safeParse({ title: '', ageGroups: [], subjectAreas: [], classDuration: 30, numberOfLessons: 1, learningGoals: [] });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      'Title is required',
      'Select at least one age group',
      'Select at least one subject area',
      'Add at least one learning goal',
    ]);
    const defaults = lessonPlanInputSchema.parse({
      title: 'T',
      ageGroups: [4],
      subjectAreas: ['stem'],
      classDuration: 15,
      numberOfLessons: 20,
      learningGoals: ['g'],
    });
    expect([defaults.teachingStyle, defaults.assessmentStyle, defaults.language]).toEqual(['interactive', 'formative', 'en']);
  });
});
