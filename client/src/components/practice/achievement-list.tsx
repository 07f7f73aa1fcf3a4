import { Award } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';

export interface ShownAchievement {
  /** Kept apart from the title where the module has one. */
  id?: string;
  title: string;
  description: string;
  points: number;
}

/** The achievements a child earned, each with its points, or a word of encouragement while there are none. */
export function AchievementList({
  achievements,
  emptyText,
  pointsText,
}: {
  achievements: readonly ShownAchievement[];
  emptyText: string;
  pointsText: (points: number) => string;
}) {
  if (achievements.length === 0) return <p className="text-sm text-muted-fg">{emptyText}</p>;
  return (
    <ul className="space-y-2">
      {achievements.map((achievement) => (
        <li key={achievement.id ?? achievement.title} className="flex items-start gap-3 rounded-card bg-muted p-3">
          <Award aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
          <div className="min-w-0 flex-1">
            <div className="font-semibold">{achievement.title}</div>
            <div className="text-sm text-muted-fg">{achievement.description}</div>
          </div>
          <Badge tone="info">{pointsText(achievement.points)}</Badge>
        </li>
      ))}
    </ul>
  );
}
