import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import { MicButton } from './components/mic-button.tsx';
import { TypedQuestion } from './components/typed-question.tsx';
import { VoiceCard } from './components/voice-card.tsx';
import { MuteButton, VolumeSlider } from './components/voice-controls.tsx';
import { VoiceLanguageSelect } from './components/voice-language-select.tsx';
import { useVoiceAssistant } from './use-voice-assistant.ts';
import { useVoiceSettings } from './use-voice-settings.ts';
import { WrenLogo } from '@/components/wren-logo.tsx';

/**
 * The mascot's bar at the bottom of every signed-in page (spec 000 §2 and §4): hold the red button to talk,
 * the assistant transcribes, navigates on a page keyword or answers, and speaks the reply.
 */
export default function VoiceBar() {
  const { t } = useTranslation();
  const { muted, setMuted, volume, setVolume } = useVoiceSettings();
  const assistant = useVoiceAssistant({ muted, volume });
  const { status, showHint } = assistant;
  const bar = useRef<HTMLElement>(null);

  useRoomKeptForBar(bar);

  // The dashboard's "AI tutor" action links to #voice-assistant: bring the assistant forward and listen for typing.
  const typedInput = useRef<HTMLInputElement>(null);
  const micButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const focusAssistant = () => {
      if (window.location.hash !== '#voice-assistant') return;
      const visibleInput = typedInput.current && typedInput.current.offsetParent !== null ? typedInput.current : null;
      (visibleInput ?? micButton.current)?.focus();
      showHint(t('voice.howToTalk'));
    };
    focusAssistant();
    window.addEventListener('hashchange', focusAssistant);
    return () => window.removeEventListener('hashchange', focusAssistant);
  }, [showHint, t]);

  const toggleMute = () => {
    if (!muted) assistant.cancelSpeech();
    setMuted(!muted);
  };

  const statusText = {
    idle: t('voice.ready'),
    recording: t('voice.listening'),
    processing: t('voice.thinking'),
    speaking: t('voice.speaking'),
  }[status];

  return (
    <section
      ref={bar}
      id="voice-assistant"
      aria-label={t('voice.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card text-card-fg shadow-lg"
    >
      <VoiceCard heard={assistant.heard} reply={assistant.reply} />
      {/* On a phone the status ("Ready to help", "Listening…") was cut to its first two letters: the gaps narrow there, and
          it may take two lines, as tall as the mascot, so the bar keeps its height. Where even that leaves it less than
          4rem (a phone in the largest text: "Je p…"), the controls go to a second row and the status has the first. */}
      <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-2 px-4 py-2 sm:gap-3">
        <WrenLogo className={cn('h-10 w-10 shrink-0', status === 'speaking' && 'animate-bounce')} />
        <p role="status" className="line-clamp-2 min-w-16 flex-1 text-sm font-medium break-words">
          {statusText}
        </p>
        <div className="ms-auto flex items-center gap-2 sm:gap-3">
          <TypedQuestion ref={typedInput} busy={status === 'processing'} onAsk={(text) => void assistant.answer(text)} />
          <MicButton ref={micButton} status={status} onPress={() => void assistant.beginRecording()} onRelease={() => void assistant.finishRecording()} />
          <MuteButton muted={muted} onToggle={toggleMute} />
          <VoiceLanguageSelect />
          {!muted && <VolumeSlider volume={volume} onChange={setVolume} />}
        </div>
      </div>
    </section>
  );
}

/**
 * The bar lies over the bottom of the page, so a control reached with Tab there would be hidden under it (WCAG 2.4.11).
 * Its height, kept current as it grows (a reply shown, a narrow phone), is the page's bottom scroll padding
 * (styles.css), which the browser keeps clear when it scrolls the focused control into view.
 */
function useRoomKeptForBar(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const keep = () => root.style.setProperty('--voice-bar-height', `${element.offsetHeight}px`);
    keep();
    const resize = new ResizeObserver(keep);
    resize.observe(element);
    return () => {
      resize.disconnect();
      root.style.removeProperty('--voice-bar-height');
    };
  }, [bar]);
}
