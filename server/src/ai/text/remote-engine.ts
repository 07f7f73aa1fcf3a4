/**
 * The text capability on an OpenAI-compatible chat model. Each task gets a short instruction; the model is
 * asked for JSON matching the task's schema (quoted in the prompt as JSON Schema), and its answer is validated
 * with zod, retried once when invalid, and otherwise left to the builtin engine by the registry.
 */
import { z } from 'zod';
import { TEXT_TASKS, type TextTask, type TextTaskParsedInput } from '@common/contracts/ai.ts';
import { LANGUAGES } from '@common/domain/languages.ts';
import type { AiConfig } from '../config.ts';
import { checkRemote, type RemoteClient } from '../remote/client.ts';
import { completeStructured } from '../remote/structured.ts';
import type { TextEngine, TextRequest } from './engine.ts';

const HOUSE_RULES = [
  'You write for Wren, a literacy and coding app for children aged 4 to 10, their parents and teachers.',
  'Everything must be kind, calm and suitable for a young child: no violence, fear, romance, brand names, personal data or web links.',
  'Use simple words and short sentences when a child will read the text.',
].join(' ');

const INSTRUCTIONS: Record<TextTask, string> = {
  story:
    'Write a short story (or a poem when kind is "poem") for a child from their idea in "prompt": keep its characters and places, give it a clear beginning, middle and happy ending, 120 to 250 words, and a short title.',
  storyTitle: 'Give the story in "content" a short, warm title of at most eight words.',
  storyGame:
    'Turn the story in "content" into a short choose-your-path game for a child: "intro" tells the story up to its problem (keep its characters and places), "question" asks what the hero should do, and 2 or 3 "choices" each give a short action and its own different, happy "ending" of two to four sentences.',
  illustrationPrompt:
    'Describe one picture for the story or description given: setting, characters, objects, time of day, colours and the requested style, in one paragraph an image model can draw from; add a one-sentence alt text.',
  assistantReply:
    'You are the friendly bird assistant of Wren. Answer the child or adult in one to three short sentences about the app: Writing Buddy (handwriting), Phonics Tutor (sounds and words), STEM Mission Coach (block coding a robot), Creative Lab (stories and pictures), My progress, Settings. When they ask to go somewhere, set navigateTo to that screen. When you do not know, say so kindly and set answered to false.',
  parentingPlan:
    'Build a parenting plan with exactly "timeline" daily plans. Each day has a theme, objectives, activities that suit the goals, focus areas and the child\'s age, and parent tips. The activity durations of a day (minutes) must add up to hoursPerDay × 60. Follow the parenting style.',
  lessonPlan:
    'Build a lesson plan with exactly "numberOfLessons" lessons for the ages, subject areas and goals given. Each lesson lists objectives, activities whose durations add up to classDuration minutes, and printable writing and phonics exercises that use real, decodable words for the phonics focus.',
  studentRecommendations:
    'Choose the students from "availableStudents" who would gain most from the course; give each a one-sentence reason and a matchScore from 0 to 100. Use only the ids given. At most "limit" students.',
  courseRecommendations:
    'From "courses", recommend those that fit the student best; describe the student profile (interests, learning style) from the facts given; give each course a recommendationScore from 0 to 100, a one-sentence reason and the interests it matches. Use only the ids given. At most "limit" courses.',
};

const jsonSchemas = new Map<TextTask, unknown>();
function jsonSchemaOf(task: TextTask): unknown {
  if (!jsonSchemas.has(task)) jsonSchemas.set(task, z.toJSONSchema(TEXT_TASKS[task].output, { io: 'input', unrepresentable: 'any' }));
  return jsonSchemas.get(task);
}

export function remoteTextEngine(remote: RemoteClient, config: AiConfig): TextEngine {
  return {
    id: 'openai-compatible',
    kind: 'remote',
    check: () => checkRemote(remote, config.models.text),
    async generate<T extends TextTask>(task: T, input: TextTaskParsedInput<T>, request: TextRequest) {
      const language = LANGUAGES[request.language];
      return completeStructured(remote, {
        model: config.models.text,
        system: `${HOUSE_RULES}\n${INSTRUCTIONS[task]}\nWrite every text field in ${language.name} (${request.language}).`,
        user: JSON.stringify(input),
        schema: TEXT_TASKS[task].output,
        jsonSchema: jsonSchemaOf(task),
        seed: request.seed,
      });
    },
  };
}
