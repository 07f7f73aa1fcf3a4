// @vitest-environment jsdom
import '@/components/ui/jsdom-radix.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { QuestionsResponse } from '@common/contracts/assessments.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { buildSessionUser, stubFetch } from '@/test/fixtures.ts';
import { toast } from '@/components/ui/toast-store.ts';
import { sayOnce } from '@/lib/speech/say-once.ts';
import { startRecording } from '@/lib/audio/recorder.ts';
import { Runner } from './runner.tsx';

vi.mock('@/components/ui/toast-store.ts', () => ({ toast: vi.fn() }));
vi.mock('@/lib/speech/say-once.ts', () => ({ sayOnce: vi.fn(async () => true), stopSaying: vi.fn() }));
// The microphone: a recording that stops when asked and hands back a small WAV.
vi.mock('@/lib/audio/recorder.ts', () => ({
  MicrophoneError: class extends Error {},
  startRecording: vi.fn(async () => ({
    stop: async () => ({ wav: new Blob(['RIFF'], { type: 'audio/wav' }), durationMs: 1000, heardSpeech: true }),
    finished: new Promise(() => {}),
    cancel: () => {},
  })),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

const form: QuestionsResponse = {
  grade: 'kindergarten',
  program: 'english',
  form: 'A',
  language: 'en',
  passingScore: 70,
  questions: [
    { id: 'en-k-A15', type: 'pronunciation', question: 'Say this word: sun', options: [], pronunciationTarget: 'sun', skill: 'phonologicalAwareness' },
    {
      id: 'en-k-A01',
      type: 'multiple-choice',
      question: 'Which one is the letter M?',
      options: [
        { id: 'a', label: 'M' },
        { id: 'b', label: 'N' },
      ],
      skill: 'letterNaming',
    },
  ],
};

const analysis = {
  analysisId: '6f1c3f8e-7c1a-4b9e-9d51-0c7c1c1c1c1c',
  accuracy: 82,
  clarity: 75,
  pace: 70,
  feedback: 'Nice and clear!',
  areas_for_improvement: ['Say the s a little longer.'],
};
const record = {
  id: 'r1',
  userId: 'u1',
  gradeLevel: 'kindergarten',
  curriculumType: 'english',
  form: 'A',
  overallScore: 50,
  passed: false,
  totalQuestions: 2,
  correctAnswers: 1,
  standardScore: 85,
  percentile: 16,
  category: 'at',
  cohortRank: null,
  cohortSize: null,
  skills: {},
  markedByEar: 0,
  markedByEarBy: [],
  assessmentDate: '2026-11-24T09:00:00.000Z',
};

describe('Runner', () => {
  it('a failed analysis shows the spec’s toast and the question stays unanswered', async () => {
    stubFetch(() => ({ status: 503, body: { message: 'down' } }));
    const { user } = await renderWithProviders(<Runner form={form} onDone={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // Kindergarten: the question is spoken by itself.
    await waitFor(() => expect(sayOnce).toHaveBeenCalledWith('Say this word: sun', 'en'));
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Analysis Error',
        description: 'Could not analyze pronunciation. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    // The engine cannot listen here (503): an adult may mark the answer by ear instead.
    expect(screen.getByRole('group', { name: 'No microphone? An adult can listen instead' })).toBeInTheDocument();
  });

  it('with no microphone an adult signs in beside the child and marks the spoken answer by ear; the mark is the answer sent', async () => {
    vi.mocked(startRecording).mockRejectedValueOnce(new Error('no device'));
    // The child's session; the adult's sign-in beside the child is answered as the server would.
    let listener: { id: string; name: string; until: string } | null = null;
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/auth/me') return { status: 200, body: { user: buildSessionUser({ role: 'child' }) } };
      if (url === '/api/auth/listener') {
        if (init?.method === 'POST') listener = { id: 'p1', name: 'Dana Reyes', until: '2026-11-24T10:00:00.000Z' };
        return { status: 200, body: { listener } };
      }
      return { status: 201, body: { ...record, markedByEar: 1 } };
    });
    const onDone = vi.fn();
    const { user } = await renderWithProviders(<Runner form={form} onDone={onDone} />);
    expect(screen.queryByRole('group', { name: 'No microphone? An adult can listen instead' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No microphone was found.');
    const byEar = screen.getByRole('group', { name: 'No microphone? An adult can listen instead' });
    expect(byEar).toHaveTextContent('Ask the child to say the word aloud, then choose what you heard.');
    // The child alone cannot mark: the adult signs in here first, with their own account.
    expect(await screen.findByRole('form', { name: 'An adult marks this' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Said it right' })).toBeNull();
    await user.type(screen.getByLabelText("Adult's username or email"), 'dana');
    await user.type(screen.getByLabelText("Adult's password"), 'secret-1234');
    await user.click(screen.getByRole('button', { name: 'Sign in to listen and mark' }));
    expect(await screen.findByText(/^Dana Reyes is listening and marking until /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    // The banner and the marks each read who is listening; on a busy machine the marks may open a moment later.
    await user.click(await screen.findByRole('radio', { name: 'Not yet' }));
    await user.click(screen.getByRole('radio', { name: 'Said it right' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Back again: the mark is kept and shown.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: 'Said it right' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = JSON.parse(fetchMock.mock.calls.at(-1)![1]!.body as string);
    expect(body.answers).toEqual({ 'en-k-A15': 'heard:right', 'en-k-A01': 'a' });
  });

  it('answers marked by ear and sent after the adult stopped listening are refused: the sentence says so, the adult signs in again here and they go', async () => {
    vi.mocked(startRecording).mockRejectedValueOnce(new Error('no device'));
    let listener: { id: string; name: string; until: string } | null = null;
    const submits: unknown[] = [];
    stubFetch((url, init) => {
      if (url === '/api/auth/me') return { status: 200, body: { user: buildSessionUser({ role: 'child' }) } };
      if (url === '/api/auth/listener') {
        if (init?.method === 'POST') listener = { id: 'p1', name: 'Dana Reyes', until: '2026-11-24T10:00:00.000Z' };
        if (init?.method === 'DELETE') listener = null;
        return { status: 200, body: { listener } };
      }
      submits.push(JSON.parse(init!.body as string));
      // As the server answers (markerOf): a mark by ear on a child's session needs the adult listening.
      if (!listener) {
        const message = 'An adult marks spoken answers: a parent or teacher signs in to listen first.';
        return { status: 403, body: { message, code: 'no_adult_listening', messageKey: 'listening.adultMustListen' } };
      }
      return { status: 201, body: { ...record, markedByEar: 1 } };
    });
    const onDone = vi.fn();
    const { user } = await renderWithProviders(<Runner form={form} onDone={onDone} />);
    const signIn = async () => {
      await screen.findByRole('form', { name: 'An adult marks this' });
      await user.type(screen.getByLabelText("Adult's username or email"), 'dana');
      await user.type(screen.getByLabelText("Adult's password"), 'secret-1234');
      await user.click(screen.getByRole('button', { name: 'Sign in to listen and mark' }));
      await screen.findByText(/^Dana Reyes is listening and marking until /);
    };
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await signIn();
    await user.click(await screen.findByRole('radio', { name: 'Said it right' }));
    await user.click(screen.getByRole('button', { name: 'Stop listening' }));
    await screen.findByRole('form', { name: 'An adult marks this' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'M' }));
    // On a question with no marks by ear, nothing asks for the adult until the server refuses.
    expect(screen.queryByRole('form', { name: 'An adult marks this' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('An adult marks spoken answers: a parent or teacher signs in to listen first.')).toHaveAttribute('role', 'alert');
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Error',
      description: 'An adult marks spoken answers: a parent or teacher signs in to listen first.',
      variant: 'destructive',
    });
    expect(onDone).not.toHaveBeenCalled();
    await signIn();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(submits).toHaveLength(2);
    expect(submits[1]).toEqual(submits[0]);
  });

  it('an analysed recording answers the question; the submission sends the analysis id and the toast gives the score', async () => {
    const fetchMock = stubFetch((url) => (url.includes('/pronunciation') ? { status: 200, body: analysis } : { status: 201, body: record }));
    const onDone = vi.fn();
    const { user } = await renderWithProviders(<Runner form={form} onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    const panel = await screen.findByRole('region', { name: 'Pronunciation analysis' });
    for (const [name, value] of [
      ['Accuracy', '82%'],
      ['Clarity', '75%'],
      ['Pace', '70%'],
    ]) {
      expect(screen.getByRole('group', { name })).toHaveTextContent(value!);
    }
    expect(panel).toHaveTextContent('Nice and clear!');
    expect(panel).toHaveTextContent('Say the s a little longer.');
    expect(toast).toHaveBeenCalledWith({ title: 'Pronunciation Analyzed', description: 'Accuracy: 82%. Nice and clear!' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'N' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls.at(-1)!;
    const body = JSON.parse(init!.body as string);
    expect(body).toEqual({
      grade: 'kindergarten',
      program: 'english',
      form: 'A',
      answers: { 'en-k-A15': analysis.analysisId, 'en-k-A01': 'b' },
      totalQuestions: 2,
    });
    expect(toast).toHaveBeenLastCalledWith({ title: 'Assessment Completed', description: 'You scored 50%! Keep practicing!' });
  });

  it('next is disabled while a new recording is being analysed, even when the question was answered', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        if (calls > 1) return new Promise<Response>(() => {});
        return new Response(JSON.stringify(analysis), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const { user } = await renderWithProviders(<Runner form={form} onDone={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    await screen.findByRole('region', { name: 'Pronunciation analysis' });
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Record again' }));
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Analysing your pronunciation…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('an English question keeps its own direction in the Arabic interface, so its question mark ends it', async () => {
    stubFetch(() => ({ status: 200, body: analysis }));
    const { user, i18n } = await renderWithProviders(<Runner form={form} onDone={vi.fn()} />, { language: 'ar' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    for (const text of [screen.getByRole('heading', { level: 2, name: 'Say this word: sun' }), screen.getByText('sun', { selector: 'p' })]) {
      expect(text).toHaveAttribute('lang', 'en');
      expect(text).toHaveAttribute('dir', 'ltr');
    }
    await user.click(screen.getByRole('button', { name: i18n.t('assessment.record.start') }));
    await user.click(await screen.findByRole('button', { name: i18n.t('assessment.record.stop') }));
    await user.click(await screen.findByRole('button', { name: i18n.t('assessment.next') }));
    expect(screen.getByRole('heading', { level: 2, name: 'Which one is the letter M?' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('N', { selector: 'span' })).toHaveAttribute('dir', 'ltr');
  });
});
