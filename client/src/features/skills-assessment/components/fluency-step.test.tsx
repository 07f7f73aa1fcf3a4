// @vitest-environment jsdom
// The fluency test of spec 000 §4, §5 on a fake clock: 60 s with pause and resume, finishing by itself; the recording
// goes to the fluency engine; the adult marks errors by hand when the engine is manual (remove-error disabled at
// zero errors) and a result saved without an expression chosen carries none (it counts as 3).
import '@/components/ui/jsdom-radix.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { FluencyReading } from '@common/contracts/fluency.ts';
import type { Listener } from '@common/contracts/listener.ts';
import type { SessionUser } from '@common/contracts/auth.ts';
import { buildSessionUser } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { api, ApiError } from '@/lib/api.ts';
import { encodeWav } from '@/lib/audio/wav.ts';
import { startRecording } from '@/lib/audio/recorder.ts';
import { FluencyStep } from './fluency-step.tsx';

vi.mock('@/lib/audio/recorder.ts', () => ({ startRecording: vi.fn(), MicrophoneError: class extends Error {} }));
vi.mock('@/lib/api.ts', async (original) => ({ ...(await original<typeof import('@/lib/api.ts')>()), api: vi.fn() }));

const passage = {
  id: 'en-g1-1',
  grade: 'grade1',
  language: 'en',
  level: '1.1',
  title: 'The cat',
  text: 'The cat sat on a mat.',
  words: ['The', 'cat', 'sat', 'on', 'a', 'mat'],
  wordCount: 6,
  decodable: true,
} as const;

function reading(changes: Partial<FluencyReading> = {}): FluencyReading {
  return {
    id: '00000000-0000-4000-8000-000000000009',
    childId: 'c',
    passageId: passage.id,
    language: 'en',
    durationSeconds: 60,
    engine: 'manual',
    notice: null,
    words: passage.words.map((text, index) => ({ index, text, mark: 'correct', heard: null, flipped: false })),
    lastWordIndex: 5,
    insertions: 0,
    wordsRead: 6,
    wordsCorrect: 6,
    errors: 0,
    wcpm: 6,
    accuracy: 100,
    expression: { suggested: 3, chosen: null, evidence: { sentenceEndPauses: null, midPhrasePausesPer100: null, pitchRangeSemitones: null } },
    hasAudio: true,
    adjustedBy: null,
    adjustedAt: null,
    createdAt: '2026-11-24T09:00:00.000Z',
    ...changes,
  };
}

/** The step with a reading of 3 s recorded and finished, left at its review on the real clock. */
async function readToTheReview(onDone: (outcome: unknown) => void) {
  const rendered = await renderWithProviders(<FluencyStep grade="grade1" language="en" childId={null} saving={false} onDone={onDone} />);
  await advance(0);
  fireEvent.click(screen.getByRole('button', { name: 'Start reading' }));
  await advance(3_000);
  fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
  await advance(0);
  await advance(0);
  vi.useRealTimers();
  return rendered;
}

/** A figure under the marked passage (WCPM, errors…), by its name. */
const figureOf = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
let stops: number;

/** Who is signed in (a parent running the test, unless a test says otherwise), and the adult listening on a child's. */
let session: SessionUser;
let listener: Listener | null;
type Call = Parameters<typeof api>[0];
const signedIn =
  (answer: (call: Call) => Promise<unknown>) =>
  async (call: Call): Promise<unknown> => {
    if (call.url === '/api/auth/me') return { user: session };
    if (call.url === '/api/auth/listener') {
      if (call.method === 'POST') listener = { id: 'p1', name: 'Dana Reyes', until: '2026-11-24T10:00:00.000Z' };
      if (call.method === 'DELETE') listener = null;
      return { listener };
    }
    return answer(call);
  };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  stops = 0;
  session = buildSessionUser({ role: 'parent' });
  listener = null;
  vi.mocked(startRecording).mockImplementation(async () => ({
    finished: new Promise<void>(() => {}),
    cancel: () => {},
    stop: async () => {
      stops += 1;
      return { wav: encodeWav(new Float32Array(1600), 16_000), durationMs: 100, heardSpeech: true };
    },
  }));
  vi.mocked(api).mockImplementation(
    signedIn(async (call) => {
      if (call.url.startsWith('/api/fluency/passages')) return { passages: [passage] };
      if (call.method === 'POST') return reading();
      const body = call.body as { flips?: number[] };
      if (body.flips) {
        const i = body.flips[0]!;
        return reading({
          words: reading().words.map((w) => (w.index === i ? { ...w, mark: 'substituted', flipped: true } : w)),
          errors: 1,
          wordsCorrect: 5,
          wcpm: 5,
          accuracy: 83.3,
        });
      }
      return reading();
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

const arabic = {
  id: 'ar-k-1',
  grade: 'kindergarten',
  language: 'ar',
  level: 'K.1',
  title: 'قِطُّ سَمِيرٍ',
  text: 'سَمِيرٌ لَهُ قِطٌّ.',
  words: ['سَمِيرٌ', 'لَهُ', 'قِطٌّ'],
  wordCount: 3,
  decodable: true,
} as const;

describe('FluencyStep', () => {
  it('an Arabic passage is asked for in Arabic, read right to left, and comes back manual with its notice', async () => {
    const notice =
      'Listening to a reading in Arabic needs a transcription server (AI_BASE_URL); none is available: mark the errors by hand and where the reading stopped.';
    vi.mocked(api).mockImplementation(
      signedIn(async (call) => {
        if (call.url.startsWith('/api/fluency/passages')) return { passages: [arabic] };
        return reading({
          passageId: arabic.id,
          language: 'ar',
          notice,
          words: arabic.words.map((text, index) => ({ index, text, mark: 'correct', heard: null, flipped: false })),
          lastWordIndex: null,
          wordsRead: 0,
          wordsCorrect: 0,
          wcpm: 0,
          accuracy: 0,
        });
      }),
    );
    await renderWithProviders(<FluencyStep grade="kindergarten" language="ar" childId={null} saving={false} onDone={vi.fn()} />);
    await advance(0);
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/fluency/passages?grade=kindergarten&language=ar' }));
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start reading' }));
    await advance(0);
    const shown = screen.getByText('سَمِيرٌ لَهُ قِطٌّ.').closest('article');
    expect(shown).toHaveAttribute('dir', 'rtl');
    expect(shown).toHaveAttribute('lang', 'ar');
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await advance(0);
    await advance(0);
    expect(screen.getByText(/could not be checked automatically/)).toBeInTheDocument();
    const marked = screen.getByRole('button', { name: /سَمِيرٌ/ }).closest('[dir]');
    expect(marked).toHaveAttribute('dir', 'rtl');
    expect(marked).toHaveAttribute('lang', 'ar');
  });

  it('runs 60 s of reading time with a pause, sends the recording, and lets the adult mark errors by hand', async () => {
    const onDone = vi.fn();
    await renderWithProviders(<FluencyStep grade="grade1" language="en" childId={null} saving={false} onDone={onDone} />);
    await advance(0);
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/fluency/passages?grade=grade1&language=en' }));
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start reading' }));
    await advance(0);
    expect(screen.getByText('The cat sat on a mat.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('60 s left');
    await advance(10_000);
    expect(screen.getByRole('timer')).toHaveTextContent('50 s left');

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await advance(0);
    expect(stops).toBe(1);
    await advance(30_000);
    expect(screen.getByRole('timer')).toHaveTextContent('50 s left');
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await advance(0);
    expect(startRecording).toHaveBeenCalledTimes(2);

    // The timer ending finishes the reading: 60 s of reading time, the pause not counted.
    await advance(50_000);
    const sent = vi.mocked(api).mock.calls.find(([call]) => call.method === 'POST')![0];
    expect(sent.url).toBe('/api/fluency/readings');
    const form = sent.body as FormData;
    expect(form.get('durationSeconds')).toBe('60');
    expect(form.get('passageId')).toBe('en-g1-1');
    // Two segments joined: 2 × 1,600 samples of 2 bytes after one 44-byte header.
    expect((form.get('audio') as Blob).size).toBe(44 + 2 * 3200);

    await advance(0);
    expect(screen.getByText(/could not be checked automatically/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove error' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Add error' }));
    await advance(0);
    expect(api).toHaveBeenLastCalledWith(expect.objectContaining({ method: 'PATCH', body: { flips: [5] } }));
    expect(screen.getByText('Errors').nextElementSibling).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Remove error' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'word 6, "mat", marked misread' })).toHaveAttribute('aria-pressed', 'true');
    // Tapping a word on the marked passage flips it too.
    fireEvent.click(screen.getByRole('button', { name: 'word 1, "The", marked correct' }));
    await advance(0);
    expect(api).toHaveBeenLastCalledWith(expect.objectContaining({ method: 'PATCH', body: { flips: [0] } }));

    fireEvent.click(screen.getByRole('button', { name: 'Save the results' }));
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ expression: null, passage }));
  });

  it('Finish ends the reading early with the time read, and a chosen expression is kept on the reading', async () => {
    const onDone = vi.fn();
    await renderWithProviders(<FluencyStep grade="grade1" language="en" childId="child-1" saving={false} onDone={onDone} />);
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start reading' }));
    await advance(12_500);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await advance(0);
    const form = vi.mocked(api).mock.calls.find(([call]) => call.method === 'POST')![0].body as FormData;
    expect(form.get('durationSeconds')).toBe('12.5');
    expect(form.get('childId')).toBe('child-1');

    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Expression 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the results' }));
    await advance(0);
    expect(api).toHaveBeenLastCalledWith(expect.objectContaining({ method: 'PATCH', body: { expression: 4 } }));
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ expression: 4 }));
  });

  it('asks for the microphone when it is refused, and stays on the intro', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(startRecording).mockRejectedValueOnce(new Error('denied'));
    await renderWithProviders(<FluencyStep grade="grade1" language="en" childId={null} saving={false} onDone={vi.fn()} />);
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start reading' }));
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Microphone neededPlease allow microphone access to talk to me!');
    expect(screen.getByRole('button', { name: 'Start reading' })).toBeEnabled();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('with no microphone an adult listens instead: the clock runs with nothing recorded, and the adult marks the reading', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(startRecording).mockRejectedValueOnce(new Error('denied'));
    const heard = reading({ notice: 'No recording was made', hasAudio: false, lastWordIndex: null, wordsRead: 0, wordsCorrect: 0, wcpm: 0, accuracy: 0 });
    const answers = vi.mocked(api).getMockImplementation()!;
    vi.mocked(api).mockImplementation(async (call) => (call.url === '/api/fluency/readings/by-ear' ? heard : answers(call)));
    await renderWithProviders(<FluencyStep grade="grade1" language="en" childId="child-1" saving={false} onDone={vi.fn()} />);
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start reading' }));
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Go on without a microphone: an adult listens' }));
    await advance(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Listening, not recording')).toBeInTheDocument();
    expect(screen.getByText(/nothing is recorded/)).toBeInTheDocument();
    await advance(20_000);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await advance(5_000);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await advance(10_000);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await advance(0);
    // The microphone was asked for once, when it failed; the reading went without a recording.
    expect(startRecording).toHaveBeenCalledTimes(1);
    const sent = vi.mocked(api).mock.calls.find(([call]) => call.method === 'POST')![0];
    expect(sent).toMatchObject({ url: '/api/fluency/readings/by-ear', body: { passageId: 'en-g1-1', durationSeconds: 30, childId: 'child-1' } });

    await advance(0);
    expect(screen.getByText(/No recording was made: an adult listened/)).toBeInTheDocument();
    expect(document.querySelector('audio')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save the results' })).toBeEnabled();
  });
  it("on a child's session the marks are the adult's: read only until an adult signs in beside the child, then open", async () => {
    session = buildSessionUser({ role: 'child' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(startRecording).mockRejectedValueOnce(new Error('denied'));
    const onDone = vi.fn();
    const { user } = await renderWithProviders(<FluencyStep grade="grade1" language="en" childId={null} saving={false} onDone={onDone} />);
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start reading' }));
    await advance(0);
    // No microphone: going on by ear waits for the adult.
    expect(screen.getByRole('button', { name: 'Go on without a microphone: an adult listens' })).toBeDisabled();
    expect(screen.getByRole('form', { name: 'An adult marks this' })).toBeInTheDocument();

    // With a microphone the reading is recorded and marked by the engine; the child may look, not change.
    fireEvent.click(screen.getByRole('button', { name: 'Start reading' }));
    await advance(3_000);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await advance(0);
    await advance(0);
    expect(screen.getByRole('img', { name: 'word 1, "The", marked correct' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'word 1, "The", marked correct' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add error' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Expression' })).toBeNull();

    vi.useRealTimers();
    await user.type(screen.getByLabelText("Adult's username or email"), 'dana');
    await user.type(screen.getByLabelText("Adult's password"), 'secret-1234');
    await user.click(screen.getByRole('button', { name: 'Sign in to listen and mark' }));
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'POST', url: '/api/auth/listener', body: { username: 'dana', password: 'secret-1234' } }),
    );
    expect(await screen.findByText(/^Dana Reyes is listening and marking until /)).toBeInTheDocument();
    // The banner and the marks each read who is listening; on a busy machine the marks may open a moment later.
    await user.click(await screen.findByRole('button', { name: 'word 1, "The", marked correct' }));
    expect(api).toHaveBeenLastCalledWith(expect.objectContaining({ method: 'PATCH', body: { flips: [0] } }));
    await user.click(screen.getByRole('button', { name: 'Expression 4' }));
    await user.click(screen.getByRole('button', { name: 'Save the results' }));
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ expression: 4 }));

    // The adult stops listening: the marks close again, and the reading is saved as it stands.
    onDone.mockClear();
    await user.click(screen.getByRole('button', { name: 'Stop listening' }));
    expect(await screen.findByRole('button', { name: 'Sign in to listen and mark' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Expression' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save the results' }));
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ expression: null }));
  });

  it('a change the server refuses is said on screen and undone; when no adult is listening any more, the sign-in comes back', async () => {
    // The child's session, an adult signed in beside them; on the server their hour has just run out.
    session = buildSessionUser({ role: 'child' });
    listener = { id: 'p1', name: 'Dana Reyes', until: '2026-11-24T10:00:00.000Z' };
    const sentence = 'An adult marks spoken answers: a parent or teacher signs in to listen first.';
    vi.mocked(api).mockImplementation(
      signedIn(async (call) => {
        if (call.url.startsWith('/api/fluency/passages')) return { passages: [passage] };
        if (call.method === 'POST') return reading();
        listener = null;
        throw new ApiError('403', 403, { message: sentence, code: 'no_adult_listening', messageKey: 'listening.adultMustListen' });
      }),
    );
    const onDone = vi.fn();
    const { user } = await readToTheReview(onDone);
    expect(await screen.findByText(/^Dana Reyes is listening and marking until /)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'word 2, "cat", marked correct' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    // The word is back as the server has it, the marks are closed, and the adult can sign in again.
    expect(await screen.findByRole('form', { name: 'An adult marks this' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'word 2, "cat", marked correct' })).toBeInTheDocument();
    expect(figureOf('Errors')).toBe('0');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('an expression the server does not take is not saved with the results', async () => {
    vi.mocked(api).mockImplementation(
      signedIn(async (call) => {
        if (call.url.startsWith('/api/fluency/passages')) return { passages: [passage] };
        if (call.method === 'POST') return reading();
        throw new TypeError('Failed to fetch');
      }),
    );
    const onDone = vi.fn();
    const { user } = await readToTheReview(onDone);
    await user.click(screen.getByRole('button', { name: 'Expression 5' }));
    await user.click(screen.getByRole('button', { name: 'Save the results' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The change was not saved. Please try again.');
    expect(onDone).not.toHaveBeenCalled();
  });
});
