// @vitest-environment jsdom
import '@/components/ui/jsdom-radix.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@/lib/api.ts';
import { startRecording } from '@/lib/audio/recorder.ts';
import { renderWithProviders } from '@/test/render.tsx';
import VoiceBar from './voice-bar.tsx';

vi.mock('@/lib/i18n.ts', () => ({ currentLanguage: () => 'en' }));
vi.mock('@/lib/preferences.ts', () => ({ useChangeLanguage: () => vi.fn() }));
vi.mock('@/lib/api.ts', async (original) => ({ ...(await original<typeof import('@/lib/api.ts')>()), api: vi.fn() }));
vi.mock('@/lib/audio/recorder.ts', async (original) => ({ ...(await original<typeof import('@/lib/audio/recorder.ts')>()), startRecording: vi.fn() }));
// Speech ends at once: the test reads the card, not the audio.
vi.mock('@/lib/speech/speak.ts', () => ({ speak: vi.fn(async () => {}), stopSpeaking: vi.fn(), isSpeaking: () => false }));

beforeEach(() => {
  vi.clearAllMocks();
  // Every page of the test was greeted already.
  sessionStorage.setItem('wren.voice.greeted', JSON.stringify([window.location.pathname]));
  localStorage.clear();
  vi.mocked(api).mockImplementation(async ({ url }) => {
    if (url === '/api/stt/transcribe') return { text: 'what is a vowel', engine: 'test', language: 'en' };
    return { response: 'A vowel is a, e, i, o or u.', navigateTo: null, engine: 'test' };
  });
  vi.mocked(startRecording).mockImplementation(async () => ({
    finished: new Promise(() => {}),
    cancel: vi.fn(),
    stop: async () => ({ wav: new Blob(['wav']), durationMs: 1500, heardSpeech: true }),
  }));
});

describe('VoiceBar', () => {
  it('records while Space holds the red button, then shows what was said and the reply', async () => {
    const { user } = await renderWithProviders(<VoiceBar />);
    const bar = screen.getByRole('region', { name: 'Wren, your voice assistant' });
    const status = within(bar).getByRole('status');
    expect(status).toHaveTextContent('Ready to help');
    const mic = within(bar).getByRole('button', { name: 'Hold to speak' });
    expect(mic).toHaveAttribute('aria-pressed', 'false');

    mic.focus();
    await user.keyboard('[Space>]');
    await waitFor(() => expect(status).toHaveTextContent('Listening…'));
    expect(mic).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('[/Space]');

    await waitFor(() => expect(bar).toHaveTextContent('You said: what is a vowel'));
    expect(bar).toHaveTextContent('AI Assistant: A vowel is a, e, i, o or u.');
    expect(status).toHaveTextContent('Ready to help');
  });

  it('answers a typed question', async () => {
    const { user } = await renderWithProviders(<VoiceBar />);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Type a question for Wren'), 'tell me about cats');
    await user.click(send);
    await waitFor(() => expect(screen.getByText('tell me about cats')).toBeInTheDocument());
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/prompting-bar/respond', body: expect.objectContaining({ userInput: 'tell me about cats' }) }),
    );
    expect(screen.getByLabelText('Type a question for Wren')).toHaveValue('');
  });

  it('mutes, hiding the volume, and unmutes', async () => {
    const { user } = await renderWithProviders(<VoiceBar />);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('80');
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(screen.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('slider', { name: 'Volume' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(screen.getByRole('slider', { name: 'Volume' })).toBeInTheDocument();
  });

  it('in Arabic runs its volume slider right to left', async () => {
    await renderWithProviders(<VoiceBar />, { language: 'ar' });
    expect(screen.getByRole('slider').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});
