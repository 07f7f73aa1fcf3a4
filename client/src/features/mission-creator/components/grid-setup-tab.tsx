import { useId, useState } from 'react';
import { Bot, BrickWall, Flag, Gem, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CELL_TYPES, GRID_SIZES, emptyGrid, type CellType } from '@common/contracts/mission-creator.ts';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Select } from '@/components/ui/select.tsx';
import { cn } from '@/lib/cn.ts';
import { paintCell, type MissionDraft } from '../mission-draft.ts';

const ICONS = { empty: Square, wall: BrickWall, start: Bot, goal: Flag, item: Gem } as const;
const CELL_STYLES: Record<CellType, string> = {
  empty: 'bg-card',
  wall: 'bg-fg text-bg',
  start: 'bg-info text-info-fg',
  goal: 'bg-success text-success-fg',
  item: 'bg-warning text-warning-fg',
};

/**
 * Grid Setup (spec 002 §2): a size, 'Initialize Grid', a drawing tool and cells to click. Each cell is a button
 * named by its column, row and type, so the grid can be drawn from the keyboard. The grid does not mirror in Arabic:
 * the robot's east is always to the right.
 */
export function GridSetupTab({ draft, best, update }: { draft: MissionDraft; best: number | null; update: (change: Partial<MissionDraft>) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [tool, setTool] = useState<CellType>('wall');
  const [confirming, setConfirming] = useState(false);
  const grid = draft.grid;
  const initialize = () => update({ grid: emptyGrid(draft.gridSize) });
  // A new grid replaces the drawing; ask first when there is one to lose.
  const drawn = grid?.cells.some((row) => row.some((cell) => cell.type !== 'empty')) ?? false;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium" aria-hidden="true">
            {t('missionCreator.grid.size')}
          </span>
          <Select
            label={t('missionCreator.grid.size')}
            value={String(draft.gridSize)}
            options={GRID_SIZES.map((size) => ({ value: String(size), label: t('missionCreator.grid.sizeOption', { size }) }))}
            onValueChange={(value) => update({ gridSize: Number(value) })}
            className="min-w-32"
          />
        </div>
        <Button variant="secondary" onClick={() => (drawn ? setConfirming(true) : initialize())}>
          {t('missionCreator.grid.initialize')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('missionCreator.grid.replaceTitle')}
        description={t('missionCreator.grid.replaceDescription')}
        confirmLabel={t('missionCreator.grid.replaceConfirm')}
        onConfirm={() => {
          initialize();
          setConfirming(false);
        }}
      />

      <div role="radiogroup" aria-labelledby={`${id}-tools`} className="flex flex-wrap items-center gap-2">
        <span id={`${id}-tools`} className="text-sm font-medium">
          {t('missionCreator.grid.tool')}
        </span>
        {CELL_TYPES.map((type) => {
          const Icon = ICONS[type];
          return (
            <button
              key={type}
              type="button"
              role="radio"
              aria-checked={tool === type}
              onClick={() => setTool(type)}
              className={cn(
                'inline-flex items-center gap-1 rounded-[calc(var(--radius)*0.75)] border px-3 py-1.5 text-sm',
                tool === type ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-card',
              )}
            >
              <Icon aria-hidden="true" className="h-4 w-4" />
              {t(`missionCreator.tools.${type}`)}
            </button>
          );
        })}
      </div>

      {grid ? (
        <>
          <div
            dir="ltr"
            role="group"
            aria-label={t('missionCreator.grid.label', { size: grid.width })}
            // As wide as the screen allows, at most 3rem a cell: the cells share the width, square, so an 8 by 8 grid
            // fits a phone (cells of about 2rem) with none over another.
            className="grid w-full gap-1 rounded-card border border-border bg-muted p-2"
            style={{ gridTemplateColumns: `repeat(${grid.width}, minmax(0, 1fr))`, maxWidth: `calc(${grid.width} * 3.25rem + 1rem + 2px)` }}
          >
            {grid.cells.flatMap((row, y) =>
              row.map((cell, x) => {
                const Icon = ICONS[cell.type];
                return (
                  <button
                    key={cell.id}
                    type="button"
                    aria-label={t('missionCreator.grid.cell', { column: x + 1, row: y + 1, type: t(`missionCreator.tools.${cell.type}`) })}
                    onClick={() => update({ grid: paintCell(grid, x, y, tool) })}
                    className={cn('flex aspect-square w-full min-w-0 items-center justify-center rounded border border-border', CELL_STYLES[cell.type])}
                  >
                    {cell.type !== 'empty' && <Icon aria-hidden="true" className="h-5 w-5" />}
                  </button>
                );
              }),
            )}
          </div>
          <p role="status" className={cn('text-sm', verdictOf(draft, best) === 'unreachable' ? 'text-danger' : 'text-muted-fg')}>
            {verdictOf(draft, best) === 'placeStartAndGoal'
              ? t('missionCreator.grid.placeStartAndGoal')
              : verdictOf(draft, best) === 'unreachable'
                ? t('missionCreator.validation.unreachable')
                : t('missionCreator.grid.best', { count: best ?? 0 })}
          </p>
        </>
      ) : (
        <p className="rounded-card border border-dashed border-border p-6 text-center text-muted-fg">{t('missionCreator.grid.notInitialized')}</p>
      )}
    </div>
  );
}

/** What the solver says about the drawing: start and goal missing or repeated, no way through, or the best count. */
function verdictOf(draft: MissionDraft, best: number | null): 'placeStartAndGoal' | 'unreachable' | 'best' {
  const cells = draft.grid!.cells.flat();
  const starts = cells.filter((c) => c.type === 'start').length;
  const goals = cells.filter((c) => c.type === 'goal').length;
  if (starts !== 1 || goals !== 1) return 'placeStartAndGoal';
  return best === null ? 'unreachable' : 'best';
}
