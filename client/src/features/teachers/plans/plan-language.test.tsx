// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { LessonPlanRecord } from '@common/contracts/lesson-plans.ts';
import { stubFetch } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { LessonBuilder } from './lesson-builder.tsx';
import { MyPlans } from './my-plans.tsx';

afterEach(() => vi.unstubAllGlobals());

const WORDS = {
  ar: {
    title: 'أسبوع الحروف',
    description: 'خطة لتعلّم الحروف الأولى.',
    lesson: 'حرف الباء',
    lessonDescription: 'نتعرّف على صوت الباء.',
    objective: 'يقرأ كلمات فيها الباء',
    activity: 'لعبة الأصوات',
    activityDescription: 'نسمع الصوت ونكرّره.',
    set: 'اكتب الكلمات',
    instructions: 'اكتب كل كلمة مرتين.',
    word: 'بيت',
    answer: 'ب',
  },
  en: {
    title: 'Short a week',
    description: 'A plan for the short a sound.',
    lesson: 'The short a',
    lessonDescription: 'We hear the a in cat.',
    objective: 'Reads words with a short a',
    activity: 'Sound hunt',
    activityDescription: 'Find things that have the a sound.',
    set: 'Write the words',
    instructions: 'Write each word twice.',
    word: 'cat',
    answer: 'a',
  },
} as const;

function planIn(language: 'ar' | 'en'): LessonPlanRecord {
  const w = WORDS[language];
  return {
    id: '00000000-0000-4000-8000-000000000001',
    teacherId: 't1',
    title: w.title,
    description: w.description,
    ageGroups: [6],
    subjectAreas: ['phonics'],
    classDuration: 30,
    numberOfLessons: 1,
    learningGoals: [w.objective],
    teachingStyle: 'interactive',
    differentiationNeeds: '',
    assessmentStyle: 'formative',
    language,
    phonicsFocus: null,
    lessons: [
      {
        title: w.lesson,
        description: w.lessonDescription,
        objectives: [w.objective],
        activities: [{ name: w.activity, duration: 10, description: w.activityDescription }],
        printableExercises: {
          writingExercises: [
            {
              title: w.set,
              instructions: w.instructions,
              exercises: [{ type: 'choice', difficulty: 'easy', content: [{ word: w.word, options: [w.answer, 'x'], answer: w.answer }] }],
            },
          ],
          phonicsExercises: [],
        },
      },
    ],
    lessonSequence: [w.lesson],
    customizations: '',
    isPublic: false,
    tags: [],
    aiGenerated: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

/**
 * The language and direction an element's text is read in: those of the nearest element naming a language, and
 * whether that is the page itself (the interface's language) rather than an element of the plan's own.
 */
function languageOf(element: HTMLElement) {
  const holder = element.closest('[lang]');
  return { lang: holder?.getAttribute('lang'), dir: holder?.getAttribute('dir'), page: holder === document.documentElement };
}

const IN_ARABIC = { lang: 'ar', dir: 'rtl', page: false };
const IN_ENGLISH = { lang: 'en', dir: 'ltr', page: false };
const ENGLISH_INTERFACE = { lang: 'en', dir: 'ltr', page: true };
const ARABIC_INTERFACE = { lang: 'ar', dir: 'rtl', page: true };

describe("a lesson plan's own text", () => {
  it('an Arabic plan in the English interface: My Plans card and View dialog read right to left in Arabic, the labels stay English', async () => {
    const w = WORDS.ar;
    stubFetch(() => ({ status: 200, body: { plans: [planIn('ar')] } }));
    const { user } = await renderWithProviders(<MyPlans onEdit={() => {}} onCreate={() => {}} />);

    const card = (await screen.findByRole('heading', { level: 3, name: w.title })).closest('li')!;
    expect(languageOf(within(card).getByRole('heading', { name: w.title }))).toEqual(IN_ARABIC);
    expect(languageOf(within(card).getByText(w.description))).toEqual(IN_ARABIC);
    expect(languageOf(within(card).getByText('1 lesson'))).toEqual(ENGLISH_INTERFACE);
    expect(languageOf(within(card).getByText('Arabic'))).toEqual(ENGLISH_INTERFACE);
    expect(languageOf(within(card).getByRole('button', { name: `View ${w.title}` }))).toEqual(ENGLISH_INTERFACE);

    await user.click(within(card).getByRole('button', { name: `View ${w.title}` }));
    const dialog = await screen.findByRole('dialog', { name: w.title });
    expect(languageOf(within(dialog).getByRole('heading', { level: 2, name: w.title }))).toEqual(IN_ARABIC);
    expect(languageOf(within(dialog).getByText(w.description))).toEqual(IN_ARABIC);
    for (const title of within(dialog).getAllByText(w.lesson)) expect(languageOf(title)).toEqual(IN_ARABIC);
    for (const text of [w.lessonDescription, w.objective, w.activity, w.activityDescription, w.set, w.instructions, w.answer]) {
      expect(languageOf(within(dialog).getByText(text)), text).toEqual(IN_ARABIC);
    }
    expect(languageOf(within(dialog).getByText(new RegExp(`^${w.word}`)))).toEqual(IN_ARABIC);
    for (const label of [
      within(dialog).getByRole('button', { name: 'Back to Plans' }),
      within(dialog).getByText('Objectives'),
      within(dialog).getByText('Activities'),
      within(dialog).getByRole('heading', { name: 'Printable exercises' }),
      within(dialog).getByText(/^Answers:/),
      ...within(dialog).getAllByRole('heading', { level: 3, name: /^Lesson 1:/ }),
    ]) {
      expect(languageOf(label), label.textContent ?? '').toEqual(ENGLISH_INTERFACE);
    }
  });

  it('an English plan in the Arabic interface: its card and its lessons read left to right in English', async () => {
    const w = WORDS.en;
    stubFetch(() => ({ status: 200, body: { plans: [planIn('en')] } }));
    const { user, i18n } = await renderWithProviders(<MyPlans onEdit={() => {}} onCreate={() => {}} />, { language: 'ar' });

    const card = (await screen.findByRole('heading', { level: 3, name: w.title })).closest('li')!;
    expect(languageOf(within(card).getByRole('heading', { name: w.title }))).toEqual(IN_ENGLISH);
    expect(languageOf(within(card).getByText(w.description))).toEqual(IN_ENGLISH);
    expect(languageOf(within(card).getByText(i18n.t('lessonPlans.languages.en')))).toEqual(ARABIC_INTERFACE);

    await user.click(within(card).getByRole('button', { name: i18n.t('lessonPlans.myPlans.viewPlan', { title: w.title }) }));
    const dialog = await screen.findByRole('dialog', { name: w.title });
    expect(languageOf(within(dialog).getByRole('heading', { level: 2, name: w.title }))).toEqual(IN_ENGLISH);
    for (const text of [w.objective, w.activity, w.instructions]) expect(languageOf(within(dialog).getByText(text)), text).toEqual(IN_ENGLISH);
    expect(languageOf(within(dialog).getByText(i18n.t('lessonPlans.objectives')))).toEqual(ARABIC_INTERFACE);
  });

  it('the Lesson Builder shows a saved Arabic plan, and lets its lessons be edited, in Arabic in the English interface', async () => {
    const w = WORDS.ar;
    const { user } = await renderWithProviders(<LessonBuilder editing={planIn('ar')} onSaved={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Edit the saved lessons' }));

    expect(languageOf(await screen.findByRole('heading', { level: 2, name: w.title }))).toEqual(IN_ARABIC);
    expect(languageOf(screen.getByText(w.lesson))).toEqual(IN_ARABIC);
    expect(languageOf(screen.getByText(w.objective))).toEqual(IN_ARABIC);
    expect(languageOf(screen.getByRole('heading', { level: 3, name: /^Lesson 1:/ }))).toEqual(ENGLISH_INTERFACE);
    expect(languageOf(screen.getByRole('button', { name: 'Customize' }))).toEqual(ENGLISH_INTERFACE);
    expect(languageOf(screen.getByText('Objectives'))).toEqual(ENGLISH_INTERFACE);

    await user.click(screen.getByRole('button', { name: 'Customize' }));
    for (const field of [
      screen.getByLabelText('Title of lesson 1'),
      screen.getByLabelText('Objectives (one per line)'),
      screen.getByLabelText('Name of activity 1'),
    ]) {
      expect(field).toHaveAttribute('lang', 'ar');
      expect(field).toHaveAttribute('dir', 'rtl');
    }
    expect(languageOf(screen.getByText('Title of lesson 1'))).toEqual(ENGLISH_INTERFACE);
  });

  it('an activity added to an Arabic plan in the English interface is named by the teacher, in Arabic, before the changes apply', async () => {
    const { user } = await renderWithProviders(<LessonBuilder editing={planIn('ar')} onSaved={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Edit the saved lessons' }));
    await user.click(await screen.findByRole('button', { name: 'Customize' }));
    const apply = screen.getByRole('button', { name: 'Apply changes' });
    expect(apply).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Add activity' }));
    const name = screen.getByLabelText('Name of activity 2');
    expect(name).toHaveValue('');
    expect(name).toHaveAttribute('lang', 'ar');
    await vi.waitFor(() => expect(name).toHaveFocus());
    expect(apply).toBeDisabled();
    expect(apply).toHaveAccessibleDescription('Give every lesson a title and an objective, and every activity a name.');

    await user.keyboard('قصة قصيرة');
    expect(apply).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Add activity' }));
    await user.click(screen.getByRole('button', { name: 'Remove activity 3' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Name of activity 2')).toHaveFocus());

    // Applied, the new activity has no description: its line ends with its minutes, no dash after them.
    await user.click(apply);
    const added = (await screen.findByText('قصة قصيرة')).closest('li')!;
    expect(added).toHaveTextContent(/^قصة قصيرة \(5 minutes\)$/);
  });

  it('the Lesson Builder shows a plan just generated in English, in English, in the Arabic interface', async () => {
    const w = WORDS.en;
    const { lessons, title, description, lessonSequence } = planIn('en');
    const plan = { title, description, lessons, lessonSequence, phonicsFocus: null, engine: 'builtin' };
    // The generation answers one JSON object a line (application/x-ndjson).
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(`${JSON.stringify({ type: 'plan', plan })}\n`, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } })),
    );
    const { user, i18n } = await renderWithProviders(<LessonBuilder editing={planIn('en')} onSaved={() => {}} />, { language: 'ar' });
    await user.click(screen.getByRole('button', { name: i18n.t('lessonPlans.form.generate') }));

    expect(languageOf(await screen.findByRole('heading', { level: 2, name: w.title }))).toEqual(IN_ENGLISH);
    expect(languageOf(screen.getByText(w.activityDescription))).toEqual(IN_ENGLISH);
    expect(languageOf(screen.getByRole('button', { name: i18n.t('lessonPlans.customize') }))).toEqual(ARABIC_INTERFACE);
    expect(languageOf(screen.getByText(i18n.t('lessonPlans.activities')))).toEqual(ARABIC_INTERFACE);
  });

  it('a saved plan keeps the language its lessons are written in when the form’s language was changed before saving', async () => {
    const fetchMock = stubFetch(() => ({ status: 200, body: planIn('ar') }));
    const { user } = await renderWithProviders(<LessonBuilder editing={planIn('ar')} onSaved={() => {}} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the plan' }), 'English');
    await user.click(screen.getByRole('button', { name: 'Edit the saved lessons' }));
    await user.click(await screen.findByRole('button', { name: 'Save Plan' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect([String(url), init!.method]).toEqual([`/api/lesson-plans/${planIn('ar').id}`, 'PUT']);
    expect(JSON.parse(init!.body as string)).toMatchObject({ language: 'ar', lessons: planIn('ar').lessons });
  });
});
