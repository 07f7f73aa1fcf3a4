import { useMemo, useState } from 'react';
import { Eye, FilePlus, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CustomMission, MissionTextLanguage } from '@common/contracts/mission-creator.ts';
import { bestSteps } from '@common/robot/custom-mission.ts';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { ApiError } from '@/lib/api.ts';
import { useSaveMission } from './api/save-mission.ts';
import { BasicInfoTab } from './components/basic-info-tab.tsx';
import { GridSetupTab } from './components/grid-setup-tab.tsx';
import { LanguagePicker } from './components/language-picker.tsx';
import { MyMissions, missionText } from './components/my-missions.tsx';
import { ObjectivesTab } from './components/objectives-tab.tsx';
import { PreviewDialog } from './components/preview-dialog.tsx';
import { SettingsTab } from './components/settings-tab.tsx';
import { draftFromMission, draftProblem, draftToBody, emptyDraft, type DraftProblem, type MissionDraft } from './mission-draft.ts';

const TABS = ['basic', 'objectives', 'grid', 'settings'] as const;
type Tab = (typeof TABS)[number];

/** The tab where each problem is fixed, so the form can open it alongside the toast. */
const TAB_OF: Record<DraftProblem['kind'], Tab> = {
  title: 'basic',
  objective: 'objectives',
  start: 'grid',
  goal: 'grid',
  severalStarts: 'grid',
  severalGoals: 'grid',
  unreachable: 'grid',
  maxStepsTooLow: 'settings',
};

/** /mission-creator (spec 002): design a grid mission in English and Arabic, save it, then assign it to children. */
export default function MissionCreatorPage() {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<MissionDraft>(emptyDraft);
  // The texts are edited in the interface language when it is one of the mission's, else in English, until the
  // teacher picks one. Derived, not copied at mount: the account's language may arrive after the page opens.
  const [chosenLanguage, setLanguage] = useState<MissionTextLanguage | null>(null);
  const language: MissionTextLanguage = chosenLanguage ?? (i18n.language === 'ar' ? 'ar' : 'en');
  const [tab, setTab] = useState<Tab>('basic');
  const [previewing, setPreviewing] = useState(false);
  const save = useSaveMission();
  const best = useMemo(() => (draft.grid ? bestSteps(draft.grid) : null), [draft.grid]);
  const update = (change: Partial<MissionDraft>) => setDraft((current) => ({ ...current, ...change }));

  /** The spec's 'Validation Error' toast for the first problem; true when the draft may be saved or previewed. */
  const check = (): boolean => {
    const problem = draftProblem(draft, language);
    if (!problem) return true;
    const params = 'count' in problem ? { count: problem.count } : 'best' in problem ? { count: problem.best } : {};
    toast({ title: t('missionCreator.validationTitle'), description: t(`missionCreator.validation.${problem.kind}`, params), variant: 'destructive' });
    setTab(TAB_OF[problem.kind]);
    return false;
  };

  const onSave = () => {
    if (save.isPending || !check()) return;
    const editing = draft.id !== null;
    save.mutate(
      { id: draft.id, body: draftToBody(draft) },
      {
        onSuccess: ({ mission }) => {
          setDraft(draftFromMission(mission));
          toast(
            editing
              ? { title: t('missionCreator.toasts.updated'), description: t('missionCreator.toasts.updatedDescription') }
              : { title: t('missionCreator.toasts.created'), description: t('missionCreator.toasts.createdDescription') },
          );
        },
        onError: (error) => {
          // The server checks the same rules; should it still refuse (400/422), its sentence says why.
          const refused = error instanceof ApiError && (error.status === 400 || error.status === 422);
          toast(
            refused
              ? { title: t('missionCreator.validationTitle'), description: error.userMessage, variant: 'destructive' }
              : { title: t('missionCreator.toasts.errorTitle'), description: t('missionCreator.toasts.errorDescription'), variant: 'destructive' },
          );
        },
      },
    );
  };

  const edit = (mission: CustomMission) => {
    setDraft(draftFromMission(mission));
    setTab('basic');
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="min-h-screen bg-bg pb-28">
      <PageHeader
        title={t('areas.mission-creator.name')}
        subtitle={draft.id ? t('missionCreator.editing', { title: missionText(draft.title, language) }) : t('areas.mission-creator.description')}
        actions={
          <>
            {draft.id && (
              <Button variant="ghost" onClick={() => setDraft(emptyDraft())}>
                <FilePlus aria-hidden="true" className="h-4 w-4" />
                {t('missionCreator.newMission')}
              </Button>
            )}
            <Button variant="outline" onClick={() => check() && setPreviewing(true)}>
              <Eye aria-hidden="true" className="h-4 w-4" />
              {t('missionCreator.preview')}
            </Button>
            <Button onClick={onSave} disabled={save.isPending}>
              <Save aria-hidden="true" className="h-4 w-4" />
              {save.isPending ? t('missionCreator.saving') : t('missionCreator.save')}
            </Button>
          </>
        }
      />
      <main className="mx-auto max-w-6xl space-y-8 px-4 py-6">
        <Card>
          <CardContent className="space-y-4 pt-5">
            <LanguagePicker value={language} onChange={setLanguage} />
            <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
              <TabsList>
                {TABS.map((value) => (
                  <TabsTrigger key={value} value={value}>
                    {t(`missionCreator.tabs.${value}`)}
                  </TabsTrigger>
                ))}
              </TabsList>
              <TabsContent value="basic">
                <BasicInfoTab draft={draft} language={language} update={update} />
              </TabsContent>
              <TabsContent value="objectives">
                <ObjectivesTab draft={draft} language={language} update={update} />
              </TabsContent>
              <TabsContent value="grid">
                <GridSetupTab draft={draft} best={best} update={update} />
              </TabsContent>
              <TabsContent value="settings">
                <SettingsTab draft={draft} best={best} update={update} />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        <MyMissions editingId={draft.id} onEdit={edit} onDeleted={(id) => draft.id === id && setDraft(emptyDraft())} />
      </main>
      {previewing && <PreviewDialog draft={draft} language={language} onClose={() => setPreviewing(false)} />}
    </div>
  );
}
