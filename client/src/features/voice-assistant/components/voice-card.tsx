import { useTranslation } from 'react-i18next';

/** 'You said:' with the transcript and 'AI Assistant:' with the reply, while either has text. */
export function VoiceCard({ heard, reply }: { heard: string; reply: string }) {
  const { t } = useTranslation();
  if (!heard && !reply) return null;
  return (
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
  );
}
