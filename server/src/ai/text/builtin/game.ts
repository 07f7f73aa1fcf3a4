/**
 * The builtin Game Builder (issue 15): a saved story becomes a choose-your-path game. The story up to its problem is
 * the intro (the child's own story, already moderated when it was written and checked again before it is shown); the
 * question and the choices with their endings come from curated templates in en, fr, ar and it, each ending different.
 * Children of five and under get two choices, older children three.
 */
import type { StoryGame, TextTaskParsedInput } from '@common/contracts/ai.ts';
import type { StoryLanguage } from './content.ts';
import type { Random } from './random.ts';

interface Path {
  text: string;
  ending: string;
}

const QUESTION: Record<StoryLanguage, string> = {
  en: 'What should happen next? You choose!',
  fr: 'Que se passe-t-il ensuite ? À toi de choisir !',
  ar: 'ماذا يحدث بعد ذلك؟ أنت تختار!',
  it: 'Che cosa succede adesso? Scegli tu!',
};

const THE_END: Record<StoryLanguage, string> = { en: 'The end.', fr: 'Fin.', ar: 'النهاية.', it: 'Fine.' };

const PATHS: Record<StoryLanguage, readonly Path[]> = {
  en: [
    {
      text: 'Ask a good friend for help',
      ending:
        'A good friend came running as soon as they heard. Side by side, they found a clever way, and the problem was solved before sunset. They shared a big picnic to celebrate.',
    },
    {
      text: 'Follow the shiny trail',
      ending:
        'The shiny trail led to a little hidden door glowing with soft light. Behind it was exactly what was needed, and a happy surprise too. Back home, there was a wonderful story to tell everyone.',
    },
    {
      text: 'Make a plan and try again',
      ending:
        'Step by step, with lots of patience, the new plan worked. It was not easy, but trying again made all the difference. That night everyone fell asleep proud and calm.',
    },
    {
      text: 'Sing a song to feel brave',
      ending:
        'The song was so cheerful that the birds joined in, and soon the whole place was humming. With a brave heart, the problem did not seem big any more, and it was fixed in no time.',
    },
  ],
  fr: [
    {
      text: 'Demander de l’aide à un bon ami',
      ending:
        'Un bon ami arriva en courant dès qu’il entendit l’appel. Ensemble, ils trouvèrent une idée astucieuse, et le problème fut réglé avant le coucher du soleil. Ils fêtèrent cela avec un grand pique-nique.',
    },
    {
      text: 'Suivre le chemin qui brille',
      ending:
        'Le chemin brillant menait à une petite porte cachée pleine de douce lumière. Derrière, il y avait exactement ce qu’il fallait, et une jolie surprise en plus. De retour à la maison, il y avait une belle histoire à raconter.',
    },
    {
      text: 'Faire un plan et réessayer',
      ending:
        'Pas à pas, avec beaucoup de patience, le nouveau plan marcha. Ce n’était pas facile, mais réessayer changea tout. Ce soir-là, tout le monde s’endormit fier et tranquille.',
    },
    {
      text: 'Chanter une chanson pour se donner du courage',
      ending:
        'La chanson était si joyeuse que les oiseaux chantèrent aussi, et bientôt tout le monde fredonnait. Avec un cœur courageux, le problème sembla tout petit, et il fut vite réglé.',
    },
  ],
  ar: [
    {
      text: 'طلب المساعدة من صديق طيب',
      ending: 'جاء صديق طيب مسرعًا عندما سمع النداء. معًا وجدا فكرة ذكية، وحُلّت المشكلة قبل غروب الشمس. ثم احتفلا بنزهة كبيرة.',
    },
    {
      text: 'اتباع الطريق اللامع',
      ending: 'قاد الطريق اللامع إلى باب صغير مخفي يملؤه ضوء ناعم. خلفه كان كل ما يحتاجونه، ومفاجأة سعيدة أيضًا. وفي البيت كانت هناك حكاية جميلة تُروى للجميع.',
    },
    {
      text: 'وضع خطة والمحاولة من جديد',
      ending: 'خطوة بعد خطوة، وبصبر كبير، نجحت الخطة الجديدة. لم يكن الأمر سهلًا، لكن المحاولة من جديد صنعت الفرق. وفي تلك الليلة نام الجميع فخورين وهادئين.',
    },
    {
      text: 'غناء أغنية للشعور بالشجاعة',
      ending: 'كانت الأغنية مبهجة جدًا حتى غنّت معها العصافير، وسرعان ما امتلأ المكان بالألحان. وبقلب شجاع بدت المشكلة صغيرة، فحُلّت بسرعة.',
    },
  ],
  it: [
    {
      text: 'Chiedere aiuto a un buon amico',
      ending:
        'Un buon amico arrivò di corsa appena sentì la chiamata. Insieme trovarono un’idea furba, e il problema fu risolto prima del tramonto. Poi festeggiarono con un grande picnic.',
    },
    {
      text: 'Seguire il sentiero che luccica',
      ending:
        'Il sentiero luccicante portava a una porticina nascosta, piena di luce dolce. Dietro c’era proprio quello che serviva, e anche una bella sorpresa. Una volta a casa, c’era una bella storia da raccontare a tutti.',
    },
    {
      text: 'Fare un piano e riprovare',
      ending:
        'Passo dopo passo, con tanta pazienza, il nuovo piano funzionò. Non era facile, ma riprovare fece la differenza. Quella sera tutti si addormentarono fieri e tranquilli.',
    },
    {
      text: 'Cantare una canzone per farsi coraggio',
      ending:
        'La canzone era così allegra che anche gli uccellini si misero a cantare, e presto tutti canticchiavano. Con un cuore coraggioso il problema sembrò piccolissimo, e fu risolto in un attimo.',
    },
  ],
};

const MAX_INTRO = 1500;

/** Sentences of a paragraph, each with its closing punctuation (., !, ?, Arabic ؟ and …). */
export function sentencesOf(paragraph: string): string[] {
  return (paragraph.match(/[^.!?؟…]+(?:[.!?؟…]+["'»”)]*|$)/g) ?? []).map((s) => s.trim()).filter(Boolean);
}

/** The story up to its problem: the opening part and the first sentence of the next, at most MAX_INTRO characters. */
function introOf(content: string): string {
  const parts = content
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  let sentences: string[];
  if (parts.length >= 2) sentences = [...sentencesOf(parts[0]!), ...sentencesOf(parts[1]!).slice(0, 1)];
  else {
    const all = sentencesOf(parts[0] ?? '');
    sentences = all.slice(0, Math.max(1, Math.ceil(all.length / 2)));
  }
  let intro = '';
  for (const sentence of sentences) {
    const next = intro ? `${intro} ${sentence}` : sentence;
    if (next.length > MAX_INTRO) break;
    intro = next;
  }
  return intro || `${(sentences[0] ?? content).slice(0, MAX_INTRO - 1).trim()}…`;
}

export function composeStoryGame(input: TextTaskParsedInput<'storyGame'>, language: StoryLanguage, random: Random): StoryGame {
  const count = input.childAge !== undefined && input.childAge <= 5 ? 2 : 3;
  const paths = random.sample(PATHS[language], count);
  return {
    intro: introOf(input.content),
    question: QUESTION[language],
    choices: paths.map((path) => ({ text: path.text, ending: `${path.ending} ${THE_END[language]}` })),
  };
}
