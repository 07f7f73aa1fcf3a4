import { useTranslation } from 'react-i18next';
import { CheckCircle2, FlaskConical, Loader2, XCircle } from 'lucide-react';
import type { AiTestResult, CapabilityHealthView } from '@common/contracts/ai.ts';
import { ApiError } from '@/lib/api.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useTestCapability } from '../api/test-capability.ts';
import type { CapabilityId } from '../api/get-ai-health.ts';

const LABELS = {
  text: 'aiAdmin.capabilities.text',
  'speech-to-text': 'aiAdmin.capabilities.speechToText',
  'text-to-speech': 'aiAdmin.capabilities.textToSpeech',
  images: 'aiAdmin.capabilities.images',
  moderation: 'aiAdmin.capabilities.moderation',
  handwriting: 'aiAdmin.capabilities.handwriting',
  pronunciation: 'aiAdmin.capabilities.pronunciation',
} as const satisfies Record<CapabilityId, string>;

export function CapabilityCard({ capability, health }: { capability: CapabilityId; health: CapabilityHealthView }) {
  const { t } = useTranslation();
  const test = useTestCapability();
  const name = t(LABELS[capability]);
  const headingId = `capability-${capability}`;
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex-1 basis-40 space-y-1">
          <CardTitle level={2} id={headingId}>
            {name}
          </CardTitle>
          <p className="text-sm text-muted-fg">
            {health.engine ? t('aiAdmin.engine', { engine: health.engine }) : t('aiAdmin.noEngine')}
            {health.kind && ` · ${t(health.kind === 'remote' ? 'aiAdmin.kind.remote' : 'aiAdmin.kind.builtin')}`}
          </p>
        </div>
        <Badge tone={health.ok ? 'success' : 'danger'}>{t(health.ok ? 'aiAdmin.status.ready' : 'aiAdmin.status.unavailable')}</Badge>
      </CardHeader>
      <CardContent className="space-y-3">
        {health.message && <p className="text-sm text-muted-fg break-words">{health.message}</p>}
        <Button
          variant="outline"
          size="sm"
          onClick={() => test.mutate({ capability })}
          disabled={test.isPending}
          aria-label={t('aiAdmin.testLabel', { capability: name })}
        >
          {test.isPending ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <FlaskConical aria-hidden="true" className="h-4 w-4" />}
          {test.isPending ? t('aiAdmin.testing') : t('aiAdmin.test')}
        </Button>
        <div aria-live="polite">
          {test.data && <TestResult result={test.data} />}
          {test.error && (
            <p role="alert" className="text-sm text-danger">
              {t('aiAdmin.testError', { message: test.error instanceof ApiError ? test.error.userMessage : test.error.message })}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function TestResult({ result }: { result: AiTestResult }) {
  const { t } = useTranslation();
  const Icon = result.ok ? CheckCircle2 : XCircle;
  return (
    <div className="space-y-2 rounded-card border border-border bg-muted p-3 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="h-4 w-4" />
        {t(result.ok ? 'aiAdmin.result.passed' : 'aiAdmin.result.failed')}
      </p>
      {result.engine && (
        <p>
          {t('aiAdmin.result.servedBy', {
            engine: result.engine,
            kind: t(result.kind === 'remote' ? 'aiAdmin.kind.remote' : 'aiAdmin.kind.builtin'),
            ms: result.durationMs,
          })}
        </p>
      )}
      {result.fallbacks.map((f) => (
        <p key={f.engine} className="text-muted-fg">
          {t('aiAdmin.result.fallback', { engine: f.engine, reason: f.reason })}
        </p>
      ))}
      {result.summary && <p className="whitespace-pre-line break-words">{result.summary}</p>}
      {result.message && <p className="break-words text-muted-fg">{result.message}</p>}
      {result.imageUrl && (
        <figure className="space-y-1">
          <img src={result.imageUrl} alt={result.summary || t('aiAdmin.result.picture')} className="w-full max-w-sm rounded-card border border-border" />
          <figcaption className="text-xs text-muted-fg">{t('aiAdmin.result.picture')}</figcaption>
        </figure>
      )}
    </div>
  );
}
