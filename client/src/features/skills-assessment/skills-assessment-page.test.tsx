// @vitest-environment jsdom
// The whole screen on a fake clock with nobody answering: every letter and pair times out (empty answers), the
// reading is sent, and the raw answers — never a score — go to the server. A failed save shows spec 000 §8's
// message and can be retried; the results screen then shows the stored figures and its two links.
import '@/components/ui/jsdom-radix.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError, api } from '@/lib/api.ts';
import { encodeWav } from '@/lib/audio/wav.ts';
import { startRecording } from '@/lib/audio/recorder.ts';
import { renderWithProviders } from '@/test/render.tsx';
// Loaded up front, as the page loads it once the intro is drawn: the steps then arrive within one flush.
import './components/later-steps.ts';
import SkillsAssessmentPage from './skills-assessment-page.tsx';

vi.mock('@/lib/speech/say-once.ts', () => ({ sayOnce: vi.fn(async () => true), stopSaying: vi.fn() }));
vi.mock('@/lib/audio/recorder.ts', () => ({ startRecording: vi.fn(), MicrophoneError: class extends Error {} }));
vi.mock('@/lib/session.ts', () => ({ useSession: () => ({ user: { id: 'me', role: 'child' }, isLoading: false }) }));
vi.mock('@/lib/api.ts', async (original) => ({ ...(await original<typeof import('@/lib/api.ts')>()), api: vi.fn() }));

const words = ['I', 'can', 'see', 'a', 'cat'];
const passage = {
  id: 'en-k-1',
  grade: 'kindergarten',
  language: 'en',
  level: 'K.1',
  title: 'Cat',
  text: 'I can see a cat.',
  words,
  wordCount: 5,
  decodable: true,
};
const reading = {
  id: '00000000-0000-4000-8000-000000000009',
  childId: 'me',
  passageId: passage.id,
  language: 'en',
  durationSeconds: 20,
  engine: 'alignment',
  notice: null,
  words: words.map((text, index) => ({ index, text, mark: 'correct', heard: null, flipped: false })),
  lastWordIndex: 4,
  insertions: 0,
  wordsRead: 5,
  wordsCorrect: 5,
  errors: 0,
  wcpm: 15,
  accuracy: 100,
  expression: { suggested: 3, chosen: null, evidence: { sentenceEndPauses: null, midPhrasePausesPer100: null, pitchRangeSemitones: null } },
  hasAudio: true,
  adjustedBy: null,
  adjustedAt: null,
  createdAt: '2026-11-24T09:00:00.000Z',
};
const normedPart = { standard: 90, percentile: 25, category: 'at' };
const stored = {
  id: 's1',
  userId: 'me',
  grade: 'kindergarten',
  language: 'en',
  letter: { score: 16, accuracy: 0, speed: 20, correctAnswers: 0, totalQuestions: 10, timeSpent: 80, lettersPerMinute: 0, ...normedPart, detailedResults: [] },
  rhyme: { score: 0, accuracy: 0, correctAnswers: 0, totalQuestions: 10, timeSpent: 100, ...normedPart, detailedResults: [] },
  fluency: {
    score: 72,
    wordsPerMinute: 15,
    accuracy: 100,
    expressionScore: 3,
    wordsRead: 5,
    errorsCount: 0,
    timeSpent: 20,
    passageLevel: 'K.1',
    readingId: reading.id,
    ...normedPart,
    detailedResults: { fluencyCategory: 'Developing', recommendations: ['repeated_reading'] },
  },
  overallScore: 21,
  overallStandardScore: 77,
  percentile: 3,
  category: 'below',
  createdAt: '2026-11-24T09:05:00.000Z',
};

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
let saves = 0;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  saves = 0;
  vi.mocked(startRecording).mockImplementation(async () => ({
    finished: new Promise<void>(() => {}),
    cancel: () => {},
    stop: async () => ({ wav: encodeWav(new Float32Array(16), 16_000), durationMs: 1, heardSpeech: true }),
  }));
  vi.mocked(api).mockImplementation(async (call) => {
    if (call.url.startsWith('/api/fluency/passages')) return { passages: [passage] };
    if (call.url === '/api/fluency/readings') return reading;
    if (call.url === '/api/skills-assessments' && call.method === 'POST') {
      saves += 1;
      if (saves === 1) throw new ApiError('500: nope', 500, { message: 'nope' });
      return stored;
    }
    throw new Error(`unexpected call ${call.url}`);
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('SkillsAssessmentPage', () => {
  it('goes intro → letters → rhymes → fluency → results, sending only raw answers', async () => {
    await renderWithProviders(<SkillsAssessmentPage />);
    expect(screen.getByText('In all: 15 to 20 minutes')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start the assessment' }));
    expect(screen.getByText('Step 1 of 4 · Letter recognition')).toBeInTheDocument();
    await advance(0); // the steps' code arrives (it loads after the intro: lazy-steps.tsx)

    // 10 letters of 8 s and 1.5 s each, nobody answering.
    for (let i = 0; i < 10; i++) {
      await advance(8000);
      await advance(1500);
    }
    expect(screen.getByText('Step 2 of 4 · Rhyming words')).toBeInTheDocument();
    for (let i = 0; i < 10; i++) {
      await advance(10_000);
      await advance(2000);
    }
    expect(screen.getByText('Step 3 of 4 · Reading fluency')).toBeInTheDocument();

    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start reading' }));
    await advance(0);
    await advance(20_000);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save the results' }));
    await advance(0);

    const body = vi.mocked(api).mock.calls.find(([call]) => call.url === '/api/skills-assessments')![0].body as Record<string, any>;
    expect(body).toMatchObject({ grade: 'kindergarten', language: 'en', fluency: { readingId: reading.id, expression: null } });
    expect(body.letter.detailedResults).toHaveLength(10);
    expect(body.letter.detailedResults[0]).toEqual({ letter: 'B', presented: ['B', 'D', 'P', 'R'], answer: '', responseTime: 8000 });
    expect(body.rhyme.detailedResults[0]).toEqual({ word1: 'cat', word2: 'hat', userAnswer: null, responseTime: 10_000 });
    expect(JSON.stringify(body)).not.toMatch(/"score"|"accuracy":0|overall/);

    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save assessment results. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await advance(0);
    expect(screen.getByText('Step 4 of 4 · Results')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Overall standard score' })).toHaveTextContent('77');
    expect(screen.getByRole('group', { name: 'Reading fluency' })).toHaveTextContent('15 words correct per minute · Developing');
    expect(screen.getByText('Read the same short passage aloud several times to build speed.')).toBeInTheDocument();
    // The header's back link and the results' own.
    expect(screen.getAllByRole('link', { name: 'Back to dashboard' })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Back to dashboard' })[1]).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'See my progress' })).toHaveAttribute('href', '/my-progress');
  });
});
