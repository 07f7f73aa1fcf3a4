/**
 * The builtin voice-assistant reply: it recognises greetings, thanks, questions about a module and requests to go
 * somewhere (spec 000 §4 keywords, in that order), answers in one or two short sentences, and says plainly when it
 * cannot help rather than guessing.
 */
import type { AssistantReply, TextTaskParsedInput } from '@common/contracts/ai.ts';
import { assistant, CONTENT_LANGUAGES, type ContentLanguage } from './content.ts';
import { fill, findWord, normalize } from './text-tools.ts';

type Matchable = Record<(typeof CONTENT_LANGUAGES)[number], string[]>;

const mentions = (haystack: string, words: Matchable) => CONTENT_LANGUAGES.some((l) => words[l].some((w) => findWord(haystack, w) !== -1));

/** A child's first name is greeted only when it is plainly a name: letters only, short. */
const greetable = (name: string | undefined) => (name && /^\p{L}[\p{L}' -]{0,29}$/u.test(name) ? name : '');

export function composeAssistantReply(input: TextTaskParsedInput<'assistantReply'>, language: ContentLanguage): AssistantReply {
  const content = assistant();
  const haystack = normalize(input.message);
  const isQuestion = input.message.includes('?') || input.message.includes('؟') || mentions(haystack, content.questionWords);
  const page = content.pages.find((p) => mentions(haystack, p.keywords));
  const { intents } = content;

  if (mentions(haystack, intents.feeling.match)) return { reply: intents.feeling.reply[language], answered: true, navigateTo: null };
  if (page && isQuestion) return { reply: page.help[language], answered: true, navigateTo: null };
  if (page) return { reply: fill(content.navigate[language], { page: page.name[language] }), answered: true, navigateTo: page.route };
  if (mentions(haystack, intents.thanks.match)) return { reply: intents.thanks.reply[language], answered: true, navigateTo: null };
  if (mentions(haystack, intents.about.match)) return { reply: intents.about.reply[language], answered: true, navigateTo: null };
  if (mentions(haystack, intents.greeting.match)) {
    const name = greetable(input.childName);
    const separator = language === 'ar' ? ' يا ' : ' ';
    return { reply: fill(intents.greeting.reply[language], { name: name ? `${separator}${name}` : '' }), answered: true, navigateTo: null };
  }
  return { reply: content.unknown[language], answered: false, navigateTo: null };
}
