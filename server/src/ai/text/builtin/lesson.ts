/**
 * The builtin lesson-plan writer. Phonics and writing exercises are built only from the curated word list of one
 * phonics focus (chosen by the teacher, found in the goals, or suited to the youngest age), so every word a pupil
 * meets is a real, decodable word for that sound. Each lesson's activity minutes add up to the class duration.
 */
import type { Exercise, ExerciseSet, Lesson, LessonPlan, TextTaskParsedInput } from '@common/contracts/ai.ts';
import { lessons, type ContentLanguage, type LessonText, type PhonicsFocus } from './content.ts';
import { shareMinutes } from './parenting.ts';
import type { Random } from './random.ts';
import { fill, findWord, joinList, normalize } from './text-tools.ts';

type Input = TextTaskParsedInput<'lessonPlan'>;
type Difficulty = Exercise['difficulty'];

export function phonicsFocuses(language: ContentLanguage): readonly PhonicsFocus[] {
  return lessons().phonics[language];
}

/** The teacher's choice, else a focus the goals name, else one suited to the youngest pupils. */
export function chooseFocus(input: Input, random: Random): PhonicsFocus {
  const focuses = phonicsFocuses(input.language);
  const chosen = focuses.find((f) => f.id === input.phonicsFocus);
  if (chosen) return chosen;
  const haystack = normalize([input.title, input.description, ...input.learningGoals].join(' '));
  const named = focuses.find((f) => f.keywords.some((k) => findWord(haystack, k) !== -1));
  if (named) return named;
  const youngest = Math.min(...input.ageGroups);
  const eligible = focuses.filter((f) => f.minAge <= youngest);
  const pool = eligible.length ? eligible : focuses;
  const best = Math.max(...pool.map((f) => f.minAge));
  return random.pick(pool.filter((f) => f.minAge === best));
}

function difficultyOf(index: number, count: number, youngest: number): Difficulty {
  if (count === 1) return youngest <= 5 ? 'easy' : youngest <= 8 ? 'medium' : 'hard';
  const third = index / count;
  return third < 1 / 3 ? 'easy' : third < 2 / 3 ? 'medium' : 'hard';
}

const ITEMS: Record<Difficulty, number> = { easy: 4, medium: 6, hard: 8 };

/** Sight-word lists are learnt by shape, not by one sound. */
const isSight = (focus: PhonicsFocus) => focus.sound === 'sight' || focus.sound === 'mots-outils';

/** Hides the focus spelling in a word (c_t, __ip), or one letter for sight words. */
function mask(word: string, focus: PhonicsFocus, random: Random): { word: string; letter: string } {
  const grapheme = focus.sound.length <= 2 && word.includes(focus.sound) ? focus.sound : word.charAt(random.int(0, word.length - 1));
  const at = word.indexOf(grapheme);
  return { word: word.slice(0, at) + '_'.repeat([...grapheme].length) + word.slice(at + grapheme.length), letter: grapheme };
}

function phonicsSets(focus: PhonicsFocus, others: readonly PhonicsFocus[], difficulty: Difficulty, text: LessonText, random: Random): ExerciseSet[] {
  const own = new Set(focus.words);
  const distractors = others.flatMap((o) => o.words).filter((w) => !own.has(w) && !w.includes(focus.sound));
  const targets = random.sample(focus.words, ITEMS[difficulty]);
  const sight = isSight(focus);
  const find: Exercise = {
    type: sight ? 'find-the-word' : 'find-the-sound',
    difficulty,
    content: targets.map((target) => ({
      ...(sight ? { word: target } : { sound: focus.sound }),
      options: random.shuffle([target, ...random.sample(distractors, 2)]),
      answer: target,
    })),
  };
  const sets: ExerciseSet[] = [
    sight
      ? { title: text.exercises.sightTitle!, instructions: text.exercises.sightInstructions!, exercises: [find] }
      : {
          title: fill(text.exercises.phonicsTitle!, { sound: focus.sound }),
          instructions: fill(text.exercises.phonicsInstructions!, { sound: focus.sound }),
          exercises: [find],
        },
  ];
  // Sort against a sound of the same kind (a vowel against a vowel, a digraph against a digraph) when there is one.
  const kind = (f: PhonicsFocus) => f.id.split('-')[0];
  const candidates = random.shuffle(others.filter((o) => !isSight(o)));
  const other = sight ? undefined : (candidates.find((o) => kind(o) === kind(focus)) ?? candidates[0]);
  if (difficulty !== 'easy' && other) {
    // A word that holds both sounds would fit either group, so it is left out.
    const mine = random.sample(
      focus.words.filter((w) => !w.includes(other.sound)),
      4,
    );
    const theirs = random.sample(
      other.words.filter((w) => !own.has(w) && !w.includes(focus.sound)),
      4,
    );
    const sort: Exercise = {
      type: 'sound-sort',
      difficulty,
      content: [
        {
          sounds: [focus.sound, other.sound],
          words: random.shuffle([...mine, ...theirs]),
          answer: `${focus.sound}: ${mine.join(', ')} | ${other.sound}: ${theirs.join(', ')}`,
        },
      ],
    };
    sets.push({ title: text.exercises.sortTitle!, instructions: text.exercises.sortInstructions!, exercises: [sort] });
  }
  return sets;
}

function writingSets(focus: PhonicsFocus, subjects: Input['subjectAreas'], difficulty: Difficulty, text: LessonText, random: Random): ExerciseSet[] {
  const words = random.sample(focus.words, ITEMS[difficulty]);
  const sets: ExerciseSet[] = [
    { title: text.exercises.traceTitle!, instructions: text.exercises.traceInstructions!, exercises: [{ type: 'trace', difficulty, content: words }] },
  ];
  if (subjects.includes('writing') || subjects.includes('phonics')) {
    const missing: Exercise = {
      type: 'missing-letters',
      difficulty,
      content: random.sample(focus.words, ITEMS[difficulty]).map((word) => {
        const masked = mask(word, focus, random);
        return { word: masked.word, letter: masked.letter, answer: word };
      }),
    };
    sets.push({ title: text.exercises.missingTitle!, instructions: text.exercises.missingInstructions!, exercises: [missing] });
  }
  if (subjects.includes('writing')) {
    sets.push({
      title: text.exercises.copyTitle!,
      instructions: text.exercises.copyInstructions!,
      exercises: [{ type: 'copy-sentence', difficulty, content: random.pick(focus.sentences) }],
    });
    if (difficulty !== 'easy') {
      sets.push({
        title: text.exercises.ownTitle!,
        instructions: text.exercises.ownInstructions!,
        exercises: [{ type: 'own-sentence', difficulty, content: random.sample(focus.words, 3) }],
      });
    }
  }
  if (subjects.includes('stem')) {
    sets.push({
      title: text.exercises.stepsTitle!,
      instructions: text.exercises.stepsInstructions!,
      exercises: [{ type: 'sequence', difficulty, content: text.exercises.stepsContent! }],
    });
  }
  return sets;
}

function activitiesFor(input: Input, text: LessonText, slots: Record<string, string>, index: number): Lesson['activities'] {
  // At least 5 minutes each: a 15-minute class has room for three.
  const room = Math.max(1, Math.floor(input.classDuration / 5) - 2);
  const middle = input.subjectAreas.flatMap((subject) => {
    const templates = text.activities[subject];
    // Rotate each subject's activities so consecutive lessons open differently.
    return templates.map((_, k) => templates[(k + index) % templates.length]!);
  });
  // Interleave subjects rather than running all of one first.
  const bySubject = input.subjectAreas.map((subject) => middle.filter((a) => text.activities[subject].includes(a)));
  const interleaved: typeof middle = [];
  for (let k = 0; interleaved.length < middle.length; k++) for (const list of bySubject) if (list[k]) interleaved.push(list[k]!);
  const chosen = interleaved.slice(0, Math.min(room, input.classDuration >= 45 ? 5 : 3));
  const closing = text.activities.closing[input.assessmentStyle];
  const all = [
    { name: text.activities.opening.name, minutes: 5, description: text.activities.opening.description },
    ...chosen,
    { name: closing.name, minutes: 5, description: closing.description },
  ].slice(0, room + 2);
  const minutes = shareMinutes(
    all.map((a) => a.minutes),
    input.classDuration,
  );
  return all.map((a, i) => ({ name: a.name, duration: minutes[i]!, description: fill(a.description, slots) }));
}

export function composeLessonPlan(input: Input, random: Random, onProgress?: (done: number, total: number) => void): LessonPlan {
  const language = input.language;
  const text = lessons().text[language];
  const focus = chooseFocus(input, random);
  const others = phonicsFocuses(language).filter((f) => f.id !== focus.id);
  const youngest = Math.min(...input.ageGroups);
  const usesFocus = input.subjectAreas.some((s) => s === 'phonics' || s === 'writing');
  const topicOf = (subject: Input['subjectAreas'][number]) => (subject === 'phonics' ? focus.label : text.topics[subject]);
  const topic = input.subjectAreas.includes('phonics') ? focus.label : topicOf(input.subjectAreas[0]!);

  const lessonList: Lesson[] = [];
  for (let i = 0; i < input.numberOfLessons; i++) {
    const difficulty = difficultyOf(i, input.numberOfLessons, youngest);
    const featured = random.sample(focus.words, 4);
    const slots = { sound: focus.sound, words: featured.join(', '), example: featured[0]!, sentence: focus.sentences[i % focus.sentences.length]! };
    const objectives = input.subjectAreas.map((s) => fill(text.objectives[s][i % text.objectives[s].length]!, slots));
    if (input.differentiationNeeds) objectives.push(fill(text.differentiation, { needs: input.differentiationNeeds.slice(0, 200) }).slice(0, 300));
    lessonList.push({
      title: fill(text.lessonTitle, { topic, level: text.levels[difficulty] }),
      description: fill(text.lessonDescription, {
        style: text.styles[input.teachingStyle],
        topic,
        level: text.levels[difficulty],
        assessment: text.assessments[input.assessmentStyle],
      }),
      objectives: objectives.slice(0, 8),
      activities: activitiesFor(input, text, slots, i),
      printableExercises: {
        writingExercises: writingSets(focus, input.subjectAreas, difficulty, text, random).slice(0, 6),
        phonicsExercises: input.subjectAreas.includes('phonics') ? phonicsSets(focus, others, difficulty, text, random) : [],
      },
    });
    onProgress?.(i + 1, input.numberOfLessons);
  }

  const ages = [...new Set(input.ageGroups)].sort((a, b) => a - b);
  const description =
    fill(text.planDescription, {
      count: String(input.numberOfLessons),
      minutes: String(input.classDuration),
      ages: ages.length > 1 ? `${ages[0]}–${ages[ages.length - 1]}` : String(ages[0]),
      subjects: joinList(
        input.subjectAreas.map((s) => text.subjects[s]),
        language,
      ),
      goals: joinList(input.learningGoals.slice(0, 5), language),
    }) + (usesFocus ? fill(text.planDescriptionFocus, { focus: focus.label }) : '');
  return {
    title: input.title,
    description: description.slice(0, 1500),
    lessons: lessonList,
    lessonSequence: lessonList.map((l) => l.title),
    phonicsFocus: usesFocus ? { id: focus.id, label: focus.label } : null,
  };
}
