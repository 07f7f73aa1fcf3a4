// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError, api, createQueryClient } from '@/lib/api.ts';
import { MicrophoneError, startRecording, type Recording } from '@/lib/audio/recorder.ts';
import { isSpeaking, speak, stopSpeaking } from '@/lib/speech/speak.ts';
import { toast } from '@/components/ui/toast-store.ts';
import { testI18n } from '@/test/render.tsx';
import { useVoiceAssistant } from './use-voice-assistant.ts';

vi.mock('@/lib/i18n.ts', () => ({ currentLanguage: () => 'en' }));
vi.mock('@/lib/api.ts', async (original) => ({ ...(await original<typeof import('@/lib/api.ts')>()), api: vi.fn() }));
vi.mock('@/lib/audio/recorder.ts', async (original) => ({
  ...(await original<typeof import('@/lib/audio/recorder.ts')>()),
  startRecording: vi.fn(),
}));
vi.mock('@/lib/speech/speak.ts', () => ({ speak: vi.fn(), stopSpeaking: vi.fn(), isSpeaking: vi.fn(() => false) }));
vi.mock('@/components/ui/toast-store.ts', () => ({ toast: vi.fn() }));

const GREETING = "Hi! I'm Wren. Hold the red button and tell me where you want to go, or ask me a question.";
const DID_NOT_HEAR = "I didn't hear anything. Try speaking again!";
const TROUBLE = "Oops! I'm having trouble understanding. Can you try again?";

/** Speech that ends when the test says so, or when it is stopped (as the real player resolves on stop). */
let speeches: { text: string; end: () => void; fail: () => void }[] = [];
/** The open recording: `stopByItself` is the recorder's own stop (2 s of silence after speech, or 10 s). */
let mic: { stopByItself: () => void; heardSpeech: boolean; cancel: ReturnType<typeof vi.fn> };

function fakeRecording(): Recording {
  let finish = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const cancel = vi.fn();
  mic = { stopByItself: finish, heardSpeech: true, cancel };
  return {
    finished,
    cancel,
    stop: async () => {
      finish();
      return { wav: new Blob(['wav']), durationMs: 1500, heardSpeech: mic.heardSpeech };
    },
  };
}

/** The server: a transcript for /api/stt/transcribe and a reply for /api/prompting-bar/respond. */
function serverAnswers({ transcript = 'what is a vowel', reply = 'A vowel is a, e, i, o or u.', navigateTo = null as string | null } = {}) {
  vi.mocked(api).mockImplementation(async ({ url }) => {
    if (url === '/api/stt/transcribe') return { text: transcript, engine: 'test', language: 'en' };
    if (url === '/api/prompting-bar/respond') return { response: reply, navigateTo, engine: 'test' };
    throw new Error(`unexpected call ${url}`);
  });
}

async function renderAssistant({ muted = false, path = '/dashboard' } = {}) {
  const i18n = await testI18n('en');
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook}>{children}</Router>
      </QueryClientProvider>
    </I18nextProvider>
  );
  const hook = renderHook((props: { muted: boolean }) => useVoiceAssistant({ muted: props.muted, volume: 80 }), {
    wrapper,
    initialProps: { muted },
  });
  return { ...hook, location };
}

/** Lets timers run for `ms` and every promise settle, inside act. */
const wait = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Holds the button and lets the microphone open. */
async function press(result: { current: ReturnType<typeof useVoiceAssistant> }) {
  await act(async () => void result.current.beginRecording());
  await wait();
}

async function release(result: { current: ReturnType<typeof useVoiceAssistant> }) {
  await act(async () => void result.current.finishRecording());
  await wait();
}

const lastSpeech = () => speeches.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  speeches = [];
  // Like the real player, a new utterance stops the one before it.
  vi.mocked(speak).mockImplementation(
    (text) =>
      new Promise<void>((resolve, reject) => {
        speeches.forEach((speech) => speech.end());
        speeches.push({ text, end: resolve, fail: () => reject(new Error('speech failed')) });
      }),
  );
  vi.mocked(stopSpeaking).mockImplementation(() => speeches.forEach((speech) => speech.end()));
  vi.mocked(isSpeaking).mockReturnValue(false);
  vi.mocked(startRecording).mockImplementation(async () => fakeRecording());
  serverAnswers();
  // The page was greeted already, unless a test is about the greeting.
  sessionStorage.setItem('wren.voice.greeted', JSON.stringify(['/dashboard', '/phonics-tutor']));
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('useVoiceAssistant (spec 000 §4)', () => {
  it('records while held, then processes, speaks the reply and goes back to idle', async () => {
    const { result } = await renderAssistant();
    expect(result.current.status).toBe('idle');

    await press(result);
    expect(result.current.status).toBe('recording');
    expect(startRecording).toHaveBeenCalledWith({ maxMs: 10_000, stopAfterSilenceMs: 2000 });

    await release(result);
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: '/api/stt/transcribe', body: expect.any(FormData) }));
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/prompting-bar/respond', body: { userInput: 'what is a vowel', currentPage: '/dashboard', language: 'en' } }),
    );
    expect(result.current).toMatchObject({ status: 'speaking', heard: 'what is a vowel', reply: 'A vowel is a, e, i, o or u.' });
    expect(lastSpeech().text).toBe('A vowel is a, e, i, o or u.');

    await act(async () => lastSpeech().end());
    expect(result.current.status).toBe('idle');
  });

  it('shows processing while the transcript and the reply are on their way', async () => {
    let answerTranscript: (value: unknown) => void = () => {};
    vi.mocked(api).mockImplementationOnce(() => new Promise((resolve) => (answerTranscript = resolve)));
    const { result } = await renderAssistant();
    await press(result);
    await release(result);
    expect(result.current.status).toBe('processing');
    await act(async () => answerTranscript({ text: 'hello', engine: 'test', language: 'en' }));
    await wait();
    expect(result.current.status).toBe('speaking');
  });

  it('stops recording by itself when the recorder stops (2 s after speech, or the 10 s fallback)', async () => {
    const { result } = await renderAssistant();
    await press(result);
    await act(async () => mic.stopByItself());
    await wait();
    expect(result.current).toMatchObject({ status: 'speaking', heard: 'what is a vowel' });
  });

  it('stops recording when the pointer leaves, like a release, and only once', async () => {
    const { result } = await renderAssistant();
    await press(result);
    await release(result);
    await release(result);
    expect(vi.mocked(api).mock.calls.filter(([call]) => call.url === '/api/stt/transcribe')).toHaveLength(1);
  });

  it('clears the transcript and reply 3 s after speech ends', async () => {
    const { result } = await renderAssistant();
    await press(result);
    await release(result);
    await act(async () => lastSpeech().end());
    await wait(2999);
    expect(result.current.reply).not.toBe('');
    await wait(1);
    expect(result.current).toMatchObject({ status: 'idle', heard: '', reply: '' });
  });

  it('clears the card at once on a speech error', async () => {
    const { result } = await renderAssistant();
    await press(result);
    await release(result);
    await act(async () => lastSpeech().fail());
    expect(result.current).toMatchObject({ status: 'idle', heard: '', reply: '' });
  });

  it('says it heard nothing when the recording had no speech', async () => {
    const { result } = await renderAssistant();
    await press(result);
    mic.heardSpeech = false;
    await release(result);
    expect(api).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ status: 'speaking', reply: DID_NOT_HEAR });
  });

  it('says it heard nothing for a blank transcript', async () => {
    serverAnswers({ transcript: '   ' });
    const { result } = await renderAssistant();
    await press(result);
    await release(result);
    expect(result.current).toMatchObject({ heard: '', reply: DID_NOT_HEAR });
  });

  it('says the trouble message when transcription or the reply fails', async () => {
    vi.mocked(api).mockRejectedValueOnce(new ApiError('500: boom', 500, null));
    const { result } = await renderAssistant();
    await press(result);
    await release(result);
    expect(result.current.reply).toBe(TROUBLE);

    await act(async () => lastSpeech().end());
    vi.mocked(api).mockImplementation(async ({ url }) => {
      if (url === '/api/stt/transcribe') return { text: 'tell me a joke', engine: 'test', language: 'en' };
      throw new ApiError('502: bad gateway', 502, null);
    });
    await press(result);
    await release(result);
    expect(result.current).toMatchObject({ heard: 'tell me a joke', reply: TROUBLE });
  });

  it("says the server's own words for a refusal or the quota", async () => {
    vi.mocked(api).mockImplementation(async ({ url }) => {
      if (url === '/api/stt/transcribe') return { text: 'something rude', engine: 'test', language: 'en' };
      throw new ApiError('422: refused', 422, { message: "Let's talk about something else!" });
    });
    const { result } = await renderAssistant();
    await press(result);
    await release(result);
    expect(result.current.reply).toBe("Let's talk about something else!");
  });

  it("never reads a child the server's words for its operator: a language it cannot hear, or no engine to answer", async () => {
    vi.mocked(api).mockRejectedValueOnce(
      new ApiError('503', 503, {
        code: 'no_engine_for_language',
        message: 'Speech recognition in French needs a speech-to-text server (AI_BASE_URL); offline recognition is available in English only.',
      }),
    );
    const { result } = await renderAssistant();
    await press(result);
    await release(result);
    expect(result.current.reply).toBe("I can't understand this language by voice here yet. Type your question instead!");

    await act(async () => lastSpeech().end());
    vi.mocked(api).mockImplementation(async ({ url }) => {
      if (url === '/api/stt/transcribe') return { text: 'tell me a joke', engine: 'test', language: 'en' };
      throw new ApiError('503', 503, { code: 'ai_unavailable', message: 'No AI engine can answer right now: remote: connect ECONNREFUSED' });
    });
    await press(result);
    await release(result);
    expect(result.current).toMatchObject({ heard: 'tell me a joke', reply: "I can't answer right now. Please try again in a little while." });
    expect(vi.mocked(speak)).toHaveBeenLastCalledWith("I can't answer right now. Please try again in a little while.", expect.anything());
  });

  it('navigates 3.5 s after a page keyword, saying where it goes', async () => {
    serverAnswers({ transcript: 'I want to practice writing' });
    const { result, location } = await renderAssistant();
    await press(result);
    await release(result);
    expect(result.current.reply).toBe("Great! Let's go to Writing Buddy!");
    expect(api).toHaveBeenCalledTimes(1);
    await wait(3499);
    expect(location.history.at(-1)).toBe('/dashboard');
    await wait(1);
    expect(location.history.at(-1)).toBe('/writing-buddy');
  });

  it("navigates 3.5 s after the assistant's suggested screen", async () => {
    serverAnswers({ transcript: 'where are my sounds', reply: 'Here you go!', navigateTo: '/phonics-tutor' });
    const { result, location } = await renderAssistant();
    await press(result);
    await release(result);
    await wait(3500);
    expect(location.history.at(-1)).toBe('/phonics-tutor');
  });

  it('greets a page once, about 1 s after arrival', async () => {
    sessionStorage.clear();
    const { result, location, unmount } = await renderAssistant();
    await wait(999);
    expect(speak).not.toHaveBeenCalled();
    await wait(1);
    expect(lastSpeech().text).toBe(GREETING);
    expect(result.current).toMatchObject({ status: 'speaking', reply: GREETING });
    unmount();

    await renderAssistant({ path: location.history.at(-1) });
    await wait(2000);
    expect(speak).toHaveBeenCalledTimes(1);
  });

  it('on a page opened from its address, greets only once the child has touched the page', async () => {
    sessionStorage.clear();
    const activation = { hasBeenActive: false };
    Object.defineProperty(navigator, 'userActivation', { value: activation, configurable: true });
    try {
      await renderAssistant({ path: '/settings' });
      await wait(2000);
      expect(speak).not.toHaveBeenCalled(); // no audio fetched that the browser would refuse to play

      activation.hasBeenActive = true;
      window.dispatchEvent(new Event('pointerdown'));
      await wait(999);
      expect(speak).not.toHaveBeenCalled();
      await wait(1);
      expect(lastSpeech().text).toBe(GREETING);
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation');
    }
  });

  it('does not greet while the child is already talking to the assistant', async () => {
    sessionStorage.clear();
    const { result } = await renderAssistant({ path: '/settings' });
    await press(result); // within the greeting's second
    await wait(1500);
    expect(speak).not.toHaveBeenCalled();
    expect(result.current.status).toBe('recording');
  });

  it('does not greet while muted, nor over something already speaking', async () => {
    sessionStorage.clear();
    await renderAssistant({ muted: true, path: '/settings' });
    await wait(2000);
    vi.mocked(isSpeaking).mockReturnValue(true);
    await renderAssistant({ path: '/writing-buddy' });
    await wait(2000);
    expect(speak).not.toHaveBeenCalled();
  });

  it('while muted, shows the reply without speaking and clears it 3 s later', async () => {
    const { result } = await renderAssistant({ muted: true });
    await press(result);
    await release(result);
    expect(speak).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ status: 'idle', reply: 'A vowel is a, e, i, o or u.' });
    await wait(3000);
    expect(result.current.reply).toBe('');
  });

  it('cancelling speech (muting) ends it and the card clears 3 s later', async () => {
    const { result } = await renderAssistant();
    await press(result);
    await release(result);
    await act(async () => result.current.cancelSpeech());
    expect(stopSpeaking).toHaveBeenCalled();
    expect(result.current.status).toBe('idle');
    await wait(3000);
    expect(result.current.reply).toBe('');
  });

  it('a new recording cuts the reply short and keeps its own card', async () => {
    const { result } = await renderAssistant();
    await press(result);
    await release(result);
    expect(result.current.status).toBe('speaking');
    await press(result);
    expect(result.current).toMatchObject({ status: 'recording', heard: '', reply: '' });
    await wait(5000);
    expect(result.current.status).toBe('recording');
  });

  it('a newer reply is not cleared by the end of the one it interrupted', async () => {
    const { result } = await renderAssistant();
    await act(async () => void result.current.answer('first question'));
    await wait();
    await act(async () => void result.current.answer('second question'));
    await wait();
    expect(result.current).toMatchObject({ status: 'speaking', heard: 'second question' });
    await wait(3000);
    expect(result.current.reply).toBe('A vowel is a, e, i, o or u.');
  });

  it('ignores the button while processing', async () => {
    let answerTranscript: (value: unknown) => void = () => {};
    vi.mocked(api).mockImplementationOnce(() => new Promise((resolve) => (answerTranscript = resolve)));
    const { result } = await renderAssistant();
    await press(result);
    await release(result);
    await press(result);
    expect(startRecording).toHaveBeenCalledTimes(1);
    await act(async () => answerTranscript({ text: '', engine: 'test', language: 'en' }));
  });

  it('asks for the microphone when it is refused, and stays idle', async () => {
    vi.mocked(startRecording).mockRejectedValueOnce(new MicrophoneError('denied'));
    const { result } = await renderAssistant();
    await press(result);
    expect(result.current.status).toBe('idle');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Microphone needed', variant: 'destructive' }));
  });

  it('lets go of the microphone and the speech when the bar goes away', async () => {
    const { result, unmount } = await renderAssistant();
    await press(result);
    unmount();
    expect(mic.cancel).toHaveBeenCalled();
    expect(stopSpeaking).toHaveBeenCalled();
  });
});
