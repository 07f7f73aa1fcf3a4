/**
 * One mission played end to end: the block editor, Run / Stop / Clear, the run animated on the grid (the running
 * block highlighted, 500 ms between top-level blocks, spec 001 §4) and the result card. The simulation is the
 * one the server re-runs, so what the child sees is what gets stored.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { feedbackCodeOf, simulate, type RobotState, type SimulationOutcome } from '@common/robot/simulate.ts';
import type { Block, Mission } from '@common/robot/types.ts';
import { BlockEditor } from './block-editor.tsx';
import { RobotGrid } from './robot-grid.tsx';

/** Spec 001 §9: 500 ms between top-level blocks; moves inside one block play a little faster. */
export const TOP_LEVEL_PAUSE_MS = 500;
export const INNER_STEP_MS = 250;

export interface MissionRun {
  program: Block[];
  outcome: SimulationOutcome;
}

export interface MissionPlayerProps {
  mission: Pick<Mission, 'gridData' | 'robotStart' | 'maxSteps'>;
  /** Called once a run has played to its end (not when stopped). */
  onFinished?: (run: MissionRun) => void;
  /** Shown in the result card under the feedback (e.g. tokens earned, saving state). */
  status?: ReactNode;
  initialProgram?: Block[];
  readOnly?: boolean;
}

type Phase = { kind: 'idle' } | { kind: 'empty' } | { kind: 'running' } | { kind: 'done'; run: MissionRun };

export function MissionPlayer({ mission, onFinished, status, initialProgram = [], readOnly }: MissionPlayerProps) {
  const { t } = useTranslation();
  const [program, setProgram] = useState<Block[]>(initialProgram);
  const [robot, setRobot] = useState<RobotState | null>(null);
  const [highlight, setHighlight] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const edit = (next: Block[]) => {
    setProgram(next);
    if (phase.kind !== 'running') {
      setPhase({ kind: 'idle' });
      setRobot(null);
      setHighlight(null);
    }
  };

  const run = () => {
    cancel();
    setRobot(null);
    setHighlight(null);
    if (program.length === 0) {
      setPhase({ kind: 'empty' });
      return;
    }
    const outcome = simulate(mission, program);
    const frames = outcome.trace;
    setPhase({ kind: 'running' });
    const finish = () => {
      timer.current = null;
      setHighlight(outcome.errorBlockId ?? null);
      setRobot(outcome.final);
      const done = { program, outcome };
      setPhase({ kind: 'done', run: done });
      onFinished?.(done);
    };
    const play = (i: number) => {
      if (i >= frames.length) {
        timer.current = setTimeout(finish, frames.length ? INNER_STEP_MS : 0);
        return;
      }
      const frame = frames[i]!;
      setHighlight(frame.blockId);
      setRobot(frame.state);
      const next = frames[i + 1];
      const delay = next && next.topIndex !== frame.topIndex ? TOP_LEVEL_PAUSE_MS : INNER_STEP_MS;
      timer.current = setTimeout(() => play(i + 1), delay);
    };
    timer.current = setTimeout(() => play(0), 0);
  };

  const stop = () => {
    cancel();
    setHighlight(null);
    setPhase({ kind: 'idle' });
  };

  const done = phase.kind === 'done' ? phase.run : null;
  const result = done?.outcome.result;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <BlockEditor value={program} onChange={edit} readOnly={readOnly} highlightId={highlight} onRun={run} onStop={stop} running={phase.kind === 'running'} />
      <div className="space-y-4">
        <RobotGrid mission={mission} state={robot} />
        {phase.kind === 'empty' && (
          <p role="alert" className="rounded-card border border-warning bg-card p-3 text-sm">
            {t('missionCoach.editor.noBlocks')}
          </p>
        )}
        {done?.outcome.errorCode && (
          <div role="alert" className="flex items-start gap-2 rounded-card bg-danger p-3 text-sm text-danger-fg">
            <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <div>
              <p className="font-semibold">{t('missionCoach.result.errorTitle')}</p>
              <p>{t(`missionCoach.result.errors.${done.outcome.errorCode}`)}</p>
            </div>
          </div>
        )}
        <Card role="region" aria-label={t('missionCoach.result.title')}>
          <CardHeader>
            <CardTitle size="base" className="flex items-center gap-2">
              {result ? (
                result.success ? (
                  <CircleCheck aria-hidden="true" className="h-5 w-5 text-success" />
                ) : (
                  <CircleX aria-hidden="true" className="h-5 w-5 text-danger" />
                )
              ) : null}
              {result ? (result.success ? t('missionCoach.result.success') : t('missionCoach.result.failure')) : t('missionCoach.result.title')}
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-3 text-sm">
            {result ? (
              <>
                <dl className="grid grid-cols-3 gap-2 text-center">
                  <div className="rounded-md bg-muted p-2">
                    <dt className="text-xs text-muted-fg">{t('missionCoach.result.steps')}</dt>
                    <dd className="text-lg font-bold">{result.steps}</dd>
                  </div>
                  <div className="rounded-md bg-muted p-2">
                    <dt className="text-xs text-muted-fg">{t('missionCoach.result.items')}</dt>
                    <dd className="text-lg font-bold">{result.itemsCollected}</dd>
                  </div>
                  <div className="rounded-md bg-muted p-2">
                    <dt className="text-xs text-muted-fg">{t('missionCoach.result.efficiency')}</dt>
                    <dd className="text-lg font-bold">{`${result.efficiency}%`}</dd>
                  </div>
                </dl>
                <p role="status">{t(`missionCoach.result.feedback.${feedbackCodeOf(result.success, result.efficiency)}`)}</p>
                {status}
              </>
            ) : (
              <p className="text-muted-fg">{phase.kind === 'running' ? t('missionCoach.editor.running') : t('missionCoach.result.placeholder')}</p>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
