/**
 * The block editor of spec 001 §2: the palette and the "Your code" area (Blockly, loaded on demand), Clear and
 * Run Code, and a numbered summary of the program. Read-only mode hides the palette and the edit controls.
 * The program is the spec's Block list; Blockly only shows it.
 */
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Eraser, Play, Square } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { numberParameter, paletteIdOf } from '@common/robot/blocks.ts';
import type { Block, PaletteId } from '@common/robot/types.ts';
import type { BlockLabels } from './blockly-workspace.tsx';

const BlocklyWorkspace = lazy(() => import('./blockly-workspace.tsx'));

/**
 * Blockly (about 240 KB compressed, and a long task to start) loads when the editor comes near the screen: at once
 * on a screen tall enough to show it, after the mission and the robot on a phone, where it would otherwise hold up
 * what the child reads first. Until then the editor's space is kept, so nothing moves when it arrives.
 */
function WhenNearScreen({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? <>{children}</> : <div ref={box}>{placeholder}</div>;
}

export interface BlockEditorProps {
  value: Block[];
  onChange: (blocks: Block[]) => void;
  readOnly?: boolean;
  /** The block running now, highlighted in the editor. */
  highlightId?: string | null;
  onRun?: () => void;
  onStop?: () => void;
  running?: boolean;
}

const LABEL_KEYS = {
  'move-forward': 'moveForward',
  'turn-left': 'turnLeft',
  'turn-right': 'turnRight',
  repeat: 'repeat',
  'if-wall': 'ifWall',
  'pick-up': 'pickUp',
} as const satisfies Record<PaletteId, keyof BlockLabels>;

function useSummaryText() {
  const { t } = useTranslation();
  return useCallback(
    (block: Block): string => {
      const id = paletteIdOf(block.id);
      switch (id) {
        case 'move-forward':
          return t('missionCoach.blocks.summary.moveForward', { count: numberParameter(block, 'steps') });
        case 'repeat':
          return t('missionCoach.blocks.summary.repeat', { count: numberParameter(block, 'times') });
        case null:
          return block.label;
        default:
          return t(`missionCoach.blocks.summary.${LABEL_KEYS[id] as 'turnLeft' | 'turnRight' | 'ifWall' | 'pickUp'}`);
      }
    },
    [t],
  );
}

function SummaryList({ blocks, highlightId, text }: { blocks: Block[]; highlightId?: string | null; text: (b: Block) => string }) {
  return (
    <ol className="list-decimal space-y-1 ps-6">
      {blocks.map((block) => (
        <li key={block.id} className={block.id === highlightId ? 'rounded bg-warning px-1 font-semibold text-warning-fg' : undefined}>
          {text(block)}
          {block.children && block.children.length > 0 && <SummaryList blocks={block.children} highlightId={highlightId} text={text} />}
        </li>
      ))}
    </ol>
  );
}

export function BlockEditor({ value, onChange, readOnly, highlightId, onRun, onStop, running }: BlockEditorProps) {
  const { t, i18n } = useTranslation();
  const summaryText = useSummaryText();
  const titleId = useId();
  const labels = useMemo<BlockLabels>(
    () => ({
      moveForward: t('missionCoach.blocks.moveForward'),
      turnLeft: t('missionCoach.blocks.turnLeft'),
      turnRight: t('missionCoach.blocks.turnRight'),
      repeat: t('missionCoach.blocks.repeat'),
      ifWall: t('missionCoach.blocks.ifWall'),
      pickUp: t('missionCoach.blocks.pickUp'),
    }),
    [t],
  );
  const labelOf = useCallback((id: PaletteId, value?: number) => t(`missionCoach.blocks.summary.${LABEL_KEYS[id]}`, { count: value ?? 1 }), [t]);
  const rtl = i18n.dir(i18n.language) === 'rtl';
  // The workspace's own height (blockly-workspace.tsx), so the page does not shift when Blockly arrives.
  const loading = <p className="h-[460px] p-4 text-sm text-muted-fg">{t('missionCoach.editor.loading')}</p>;

  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold">
          {readOnly ? t('missionCoach.editor.readOnly') : t('missionCoach.editor.yourCode')}
        </h3>
        {!readOnly && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => onChange([])} disabled={running || value.length === 0}>
              <Eraser aria-hidden="true" className="h-4 w-4" />
              {t('missionCoach.editor.clear')}
            </Button>
            {running ? (
              <Button variant="danger" size="sm" onClick={onStop}>
                <Square aria-hidden="true" className="h-4 w-4" />
                {t('missionCoach.editor.stop')}
              </Button>
            ) : (
              onRun && (
                <Button size="sm" onClick={onRun}>
                  <Play aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
                  {t('missionCoach.editor.run')}
                </Button>
              )
            )}
          </div>
        )}
      </div>
      {/* A block in focus shows it with Blockly's own outline; the workspace itself (Tab to an empty "Your code") draws
          nothing, so the frame is outlined then, outside its edge where Blockly's layers cannot cover it. */}
      <div className="overflow-hidden rounded-card border border-border has-[.blocklyWorkspace.blocklyActiveFocus]:outline-3 has-[.blocklyWorkspace.blocklyActiveFocus]:outline-offset-2 has-[.blocklyWorkspace.blocklyActiveFocus]:outline-ring">
        <WhenNearScreen placeholder={loading}>
          <Suspense fallback={loading}>
            <BlocklyWorkspace
              value={value}
              onChange={onChange}
              readOnly={readOnly}
              highlightId={highlightId}
              labels={labels}
              labelOf={labelOf}
              rtl={rtl}
              language={i18n.language}
              ariaLabel={t('missionCoach.editor.label')}
            />
          </Suspense>
        </WhenNearScreen>
      </div>
      {!readOnly && <p className="text-xs text-muted-fg">{t('missionCoach.editor.keyboard')}</p>}
      <div>
        <h4 className="text-sm font-semibold">{t('missionCoach.editor.summary')}</h4>
        {value.length === 0 ? (
          <p className="text-sm text-muted-fg">{t('missionCoach.editor.empty')}</p>
        ) : (
          <SummaryList blocks={value} highlightId={highlightId} text={summaryText} />
        )}
      </div>
    </section>
  );
}
