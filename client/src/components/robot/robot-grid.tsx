/**
 * The robot's grid (spec 001 §2): walls, gems, the flag and the robot facing its direction. The grid keeps its
 * left-to-right layout in Arabic (STYLE.md: the robot grid does not mirror) since east is east in every language.
 */
import { useTranslation } from 'react-i18next';
import { ArrowUp, Flag, Gem } from 'lucide-react';
import type { Mission } from '@common/robot/types.ts';
import { initialState, type RobotState } from '@common/robot/simulate.ts';
import { cn } from '@/lib/cn.ts';

const ROTATION = { north: 'rotate-0', east: 'rotate-90', south: 'rotate-180', west: '-rotate-90' } as const;

export function RobotGrid({ mission, state }: { mission: Pick<Mission, 'gridData' | 'robotStart'>; state?: RobotState | null }) {
  const { t } = useTranslation();
  const robot = state ?? initialState(mission);
  const collected = new Set(robot.collected);
  const goal = mission.gridData.flatMap((row, y) => row.flatMap((cell, x) => (cell.type === 'goal' ? [{ x, y }] : [])))[0];
  const columns = Math.max(...mission.gridData.map((row) => row.length));
  const description = t('missionCoach.grid.robot', {
    x: robot.x + 1,
    y: robot.y + 1,
    facing: t(`missionCoach.grid.facing.${robot.facing}`),
    gx: (goal?.x ?? 0) + 1,
    gy: (goal?.y ?? 0) + 1,
  });

  return (
    <figure className="space-y-2">
      <div
        dir="ltr"
        role="img"
        aria-label={`${t('missionCoach.grid.label')}. ${description}`}
        className="mx-auto grid w-full max-w-sm gap-1 rounded-card bg-muted p-2"
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        data-testid="robot-grid"
        data-robot={`${robot.x},${robot.y},${robot.facing}`}
      >
        {mission.gridData.flatMap((row, y) =>
          row.map((cell, x) => {
            const here = robot.x === x && robot.y === y;
            const gem = cell.type === 'item' && !collected.has(`${x},${y}`);
            return (
              <div
                key={`${x}-${y}`}
                className={cn(
                  'relative flex aspect-square items-center justify-center rounded-md border border-border',
                  cell.type === 'wall' ? 'bg-fg' : 'bg-card',
                  cell.type === 'goal' && 'bg-success',
                )}
              >
                {cell.type === 'goal' && !here && <Flag aria-hidden="true" className="h-1/2 w-1/2 text-success-fg" />}
                {gem && !here && <Gem aria-hidden="true" className="h-1/2 w-1/2 text-info" />}
                {here && (
                  <span className="flex h-3/4 w-3/4 items-center justify-center rounded-full bg-primary text-primary-fg transition-all">
                    <ArrowUp aria-hidden="true" className={cn('h-2/3 w-2/3 transition-transform', ROTATION[robot.facing])} />
                  </span>
                )}
              </div>
            );
          }),
        )}
      </div>
      <figcaption className="flex flex-wrap justify-center gap-3 text-xs text-muted-fg" aria-hidden="true">
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded-full bg-primary" />
          {t('missionCoach.grid.legend.robot')}
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded-sm bg-fg" />
          {t('missionCoach.grid.legend.wall')}
        </span>
        <span className="inline-flex items-center gap-1">
          <Gem className="h-3 w-3 text-info" />
          {t('missionCoach.grid.legend.gem')}
        </span>
        <span className="inline-flex items-center gap-1">
          <Flag className="h-3 w-3 text-success" />
          {t('missionCoach.grid.legend.goal')}
        </span>
      </figcaption>
    </figure>
  );
}
