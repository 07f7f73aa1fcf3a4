import { useTranslation } from 'react-i18next';
import { Volume2, VolumeX } from 'lucide-react';
import { VOICE } from '@common/domain/voice.ts';
import { Slider } from '@/components/ui/slider.tsx';

/** The mute toggle. */
export function MuteButton({ muted, onToggle }: { muted: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={muted}
      aria-label={muted ? t('voice.unmute') : t('voice.mute')}
      className="rounded p-2 hover:bg-muted"
    >
      {muted ? <VolumeX aria-hidden="true" className="h-5 w-5" /> : <Volume2 aria-hidden="true" className="h-5 w-5" />}
    </button>
  );
}

/** The volume slider, 0 to 100 in steps of 5 (hidden while muted, by the bar). */
export function VolumeSlider({ volume, onChange }: { volume: number; onChange: (volume: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="hidden w-28 md:block">
      <Slider value={volume} onValueChange={onChange} min={0} max={100} step={VOICE.volumeStep} label={t('voice.volume')} />
    </div>
  );
}
