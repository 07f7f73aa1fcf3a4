import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Mic, Send, Volume2, VolumeX } from 'lucide-react';
import { matchVoiceCommand, routeOf, VOICE } from '@common/domain/voice.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useChangeLanguage } from '@/lib/preferences.ts';
import { LANGUAGES, VOICE_LANGUAGES, normalizeLanguage } from '@common/domain/languages.ts';
import { MicrophoneError, startRecording, type Recording } from '@/lib/audio/recorder.ts';
import { isSpeaking, speak, stopSpeaking } from '@/lib/speech/speak.ts';
import { toast } from '@/components/ui/toast-store.ts';
import { Slider } from '@/components/ui/slider.tsx';
import { cn } from '@/lib/cn.ts';
import { askAssistant, childFacingMessage, transcribe } from './api.ts';
import { useVoiceSettings } from './use-voice-settings.ts';

type Status = 'idle' | 'recording' | 'processing' | 'speaking';

const GREETED_KEY = 'wren.voice.greeted';

function alreadyGreeted(page: string): boolean {
  try {
    const greeted: string[] = JSON.parse(sessionStorage.getItem(GREETED_KEY) ?? '[]');
    if (greeted.includes(page)) return true;
    sessionStorage.setItem(GREETED_KEY, JSON.stringify([...greeted, page]));
  } catch {
    /* storage blocked: greet anyway */
  }
  return false;
}

/**
 * The mascot's bar at the bottom of every signed-in page (spec 000 §2 and §4): hold the red button to talk,
 * the assistant transcribes, navigates on a page keyword or answers, and speaks the reply.
 */
export default function VoiceBar() {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const changeLanguage = useChangeLanguage();
  const { muted, setMuted, volume, setVolume } = useVoiceSettings();
  const [status, setStatus] = useState<Status>('idle');
  const [heard, setHeard] = useState('');
  const [reply, setReply] = useState('');
  const [typed, setTyped] = useState('');
  const recording = useRef<Recording | null>(null);
  const clearTimer = useRef<number>(0);
  const mutedRef = useRef(muted);
  mutedRef.current = muted;

  const say = useCallback(
    async (text: string) => {
      setReply(text);
      window.clearTimeout(clearTimer.current);
      if (!mutedRef.current) {
        setStatus('speaking');
        try {
          await speak(text, { language: currentLanguage(), volume: volume / 100 });
        } catch {
          // A speech error clears the card at once (spec 000 §4).
          setHeard('');
          setReply('');
          setStatus('idle');
          return;
        }
      }
      setStatus('idle');
      clearTimer.current = window.setTimeout(() => {
        setHeard('');
        setReply('');
      }, VOICE.clearAfterSpeechMs);
    },
    [volume],
  );

  const answer = useCallback(
    async (input: string) => {
      const text = input.trim();
      if (!text) return say(t('voice.didNotHear'));
      setHeard(text);
      const target = matchVoiceCommand(text, currentLanguage());
      if (target) {
        const page = t(target === 'dashboard' ? 'voice.dashboard' : `modules.${target}.name`);
        window.setTimeout(() => navigate(routeOf(target)), VOICE.navigationDelayMs);
        return say(t('voice.goingTo', { page }));
      }
      setStatus('processing');
      try {
        const { response, navigateTo } = await askAssistant(text, location, currentLanguage());
        if (navigateTo && navigateTo !== location) window.setTimeout(() => navigate(navigateTo), VOICE.navigationDelayMs);
        return say(response);
      } catch (error) {
        return say(childFacingMessage(error) ?? t('voice.trouble'));
      }
    },
    [location, navigate, say, t],
  );

  const finishRecording = useCallback(async () => {
    const active = recording.current;
    if (!active) return;
    recording.current = null;
    setStatus('processing');
    const { wav, heardSpeech } = await active.stop();
    if (!heardSpeech) return say(t('voice.didNotHear'));
    try {
      return answer(await transcribe(wav, currentLanguage()));
    } catch (error) {
      return say(childFacingMessage(error) ?? t('voice.trouble'));
    }
  }, [answer, say, t]);

  const beginRecording = useCallback(async () => {
    if (recording.current || status === 'processing') return;
    stopSpeaking();
    setHeard('');
    setReply('');
    try {
      const active = await startRecording({ maxMs: VOICE.maxRecordingMs, stopAfterSilenceMs: VOICE.stopAfterSilenceMs });
      recording.current = active;
      setStatus('recording');
      void active.finished.then(() => void finishRecording());
    } catch (error) {
      setStatus('idle');
      if (error instanceof MicrophoneError) {
        toast({ title: t('voice.micNeededTitle'), description: t('voice.micNeededText'), variant: 'destructive' });
      }
    }
  }, [finishRecording, status, t]);

  // One spoken greeting per page and browser session, about a second after arrival. A screen already speaking
  // (a guided tour reading its first step) keeps the floor: the greeting is dropped rather than cutting it off.
  useEffect(() => {
    if (mutedRef.current || alreadyGreeted(location)) return;
    const timer = window.setTimeout(() => {
      if (!isSpeaking()) void say(t('voice.greeting'));
    }, VOICE.greetingDelayMs);
    return () => window.clearTimeout(timer);
  }, [location, say, t]);

  // The dashboard's "AI tutor" action links to #voice-assistant: bring the assistant forward and listen for typing.
  const typedInput = useRef<HTMLInputElement>(null);
  const micButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const focusAssistant = () => {
      if (window.location.hash !== '#voice-assistant') return;
      const visibleInput = typedInput.current && typedInput.current.offsetParent !== null ? typedInput.current : null;
      (visibleInput ?? micButton.current)?.focus();
      setReply(t('voice.howToTalk'));
    };
    focusAssistant();
    window.addEventListener('hashchange', focusAssistant);
    return () => window.removeEventListener('hashchange', focusAssistant);
  }, [t]);

  useEffect(() => () => {
    recording.current?.cancel();
    stopSpeaking();
  }, []);

  const toggleMute = () => {
    if (!muted) stopSpeaking();
    setMuted(!muted);
  };

  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
      event.preventDefault();
      if (event.type === 'keydown') void beginRecording();
      else void finishRecording();
    }
  };

  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    const text = typed;
    setTyped('');
    void answer(text);
  };

  const statusText = {
    idle: t('voice.ready'),
    recording: t('voice.listening'),
    processing: t('voice.thinking'),
    speaking: t('voice.speaking'),
  }[status];

  return (
    <section id="voice-assistant" aria-label={t('voice.label')} className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card text-card-fg shadow-lg">
      {(heard || reply) && (
        <div aria-live="polite" className="mx-auto max-w-4xl space-y-1 px-4 pt-3 text-sm">
          {heard && (
            <p>
              <span className="font-semibold">{t('voice.youSaid')}</span> {heard}
            </p>
          )}
          {reply && (
            <p>
              <span className="font-semibold">{t('voice.assistant')}</span> {reply}
            </p>
          )}
        </div>
      )}
      <div className="mx-auto flex max-w-4xl items-center gap-3 px-4 py-2">
        <img src="/wren.svg" alt="" className={cn('h-10 w-10', status === 'speaking' && 'animate-bounce')} />
        <p role="status" className="min-w-0 flex-1 truncate text-sm font-medium">
          {statusText}
        </p>
        <form onSubmit={submitTyped} className="hidden items-center gap-1 sm:flex">
          <label htmlFor="voice-typed" className="sr-only">
            {t('voice.typeLabel')}
          </label>
          <input
            ref={typedInput}
            id="voice-typed"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            maxLength={500}
            placeholder={t('voice.typePlaceholder')}
            className="h-9 w-48 rounded-[calc(var(--radius)*0.75)] border border-border bg-card px-2 text-sm text-card-fg placeholder:text-muted-fg"
          />
          <button type="submit" disabled={!typed.trim() || status === 'processing'} aria-label={t('voice.send')} className="rounded p-2 hover:bg-muted disabled:opacity-50">
            <Send aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
          </button>
        </form>
        <button
          ref={micButton}
          type="button"
          aria-label={t('voice.holdToSpeak')}
          aria-pressed={status === 'recording'}
          disabled={status === 'processing'}
          onPointerDown={() => void beginRecording()}
          onPointerUp={() => void finishRecording()}
          onPointerLeave={() => status === 'recording' && void finishRecording()}
          onKeyDown={onKey}
          onKeyUp={onKey}
          className={cn(
            'flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-danger text-danger-fg shadow disabled:opacity-60',
            status === 'recording' && 'ring-4 ring-ring',
          )}
        >
          <Mic aria-hidden="true" className="h-6 w-6" />
        </button>
        <button type="button" onClick={toggleMute} aria-pressed={muted} aria-label={muted ? t('voice.unmute') : t('voice.mute')} className="rounded p-2 hover:bg-muted">
          {muted ? <VolumeX aria-hidden="true" className="h-5 w-5" /> : <Volume2 aria-hidden="true" className="h-5 w-5" />}
        </button>
        <label htmlFor="voice-language" className="sr-only">
          {t('voice.language')}
        </label>
        <select
          id="voice-language"
          value={currentLanguage()}
          onChange={(e) => {
            const language = normalizeLanguage(e.target.value);
            if (language) void changeLanguage(language);
          }}
          className="h-9 rounded-[calc(var(--radius)*0.75)] border border-border bg-card px-1 text-sm text-card-fg"
        >
          {/* The voice bar's own set (spec 000 §1), plus the current language so the select never lies. */}
          {[...new Set([...VOICE_LANGUAGES, currentLanguage()])].map((code) => (
            <option key={code} value={code}>
              {LANGUAGES[code].nativeName}
            </option>
          ))}
        </select>
        {!muted && (
          <div className="hidden w-28 md:block">
            <Slider value={volume} onValueChange={setVolume} min={0} max={100} step={VOICE.volumeStep} label={t('voice.volume')} />
          </div>
        )}
      </div>
    </section>
  );
}
