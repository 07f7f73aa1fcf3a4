import { useTranslation } from 'react-i18next';
import { ChoiceButtons } from '@/components/practice/choice-buttons.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { PhonicsPanel } from './panel.ts';
import { PracticeCard } from './practice-card.tsx';
import { PracticeTab } from './practice-tab.tsx';

/** Every language has four sound groups; these are the English ones, to size the row before the real ones load. */
const PLACEHOLDER_GROUPS = ['single-sounds', 'digraphs', 'blends', 'vowel-teams'] as const;

/** Spec 001 §2 sounds tab: group buttons, language, previous/next with counter, the sound to practise, two cards. */
export function SoundsTab({
  panel,
  groupId,
  onGroupChange,
  index,
  onIndexChange,
}: {
  panel: PhonicsPanel;
  groupId: string | null;
  onGroupChange: (groupId: string) => void;
  index: number;
  onIndexChange: (index: number) => void;
}) {
  const { t } = useTranslation();
  const groups = panel.content?.groups ?? [];
  const group = groups.find((g) => g.id === groupId) ?? groups[0];
  const sounds = group?.sounds ?? [];
  const sound = sounds[Math.min(index, sounds.length - 1)];
  const groupName = (id: string) => t(`phonicsTutor.groups.${id as 'single-sounds'}`);

  return (
    <PracticeTab
      panel={panel}
      choices={
        groups.length > 0 ? (
          <ChoiceButtons
            label={t('phonicsTutor.groups.label')}
            tourMark="groups"
            options={groups.map((g) => ({ value: g.id, label: groupName(g.id) }))}
            value={group?.id}
            onChange={onGroupChange}
          />
        ) : (
          // While the groups load, invisible buttons of the usual four hold their room, so the row does not grow
          // and push the page down when they arrive (a layout shift Lighthouse measured at 0.17 on a phone).
          <div aria-hidden="true" className="invisible flex flex-wrap gap-2" data-testid="groups-placeholder">
            {PLACEHOLDER_GROUPS.map((id) => (
              <Button key={id} size="sm" variant="outline" tabIndex={-1}>
                {groupName(id)}
              </Button>
            ))}
          </div>
        )
      }
      item={
        panel.content && group && sound
          ? {
              index,
              total: sounds.length,
              onIndexChange,
              caption: <span className="text-sm text-muted-fg">{groupName(group.id)}</span>,
              card: (
                <PracticeCard
                  key={`${panel.contentLanguage}:${sound.id}`}
                  kind="sound"
                  target={sound.text}
                  language={panel.contentLanguage}
                  uiLanguage={panel.uiLanguage}
                  hint={sound.hint}
                  examples={sound.examples}
                />
              ),
            }
          : null
      }
      figure={{ label: t('phonicsTutor.stats.soundsMastered'), valueOf: (progress) => progress.sounds_mastered }}
    />
  );
}
