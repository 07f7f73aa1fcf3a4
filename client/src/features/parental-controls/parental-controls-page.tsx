import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { Save } from 'lucide-react';
import type { ChildSummary } from '@common/contracts/children.ts';
import type { ParentalSettingsResponse } from '@common/contracts/parental-controls.ts';
import { PreloadWhenDrawn } from '@/app/first-screen.ts';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TabPanel, Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { ApiError } from '@/lib/api.ts';
import { useChildren } from '@/lib/account-queries.ts';
import { useSession } from '@/lib/session.ts';
import { useSettings } from './api/get-settings.ts';
import { useSaveSettings } from './api/save-settings.ts';
import { ExtraTimeRequests } from './components/extra-time-requests.tsx';
import { ContentTab, LaterTab, MonitoringTab, MyPlansTab, PlanBuilderTab, preloadLaterTabs, ReportsTab, TimeTab } from './components/lazy-tabs.tsx';
import { OverviewTab } from './components/overview-tab.tsx';
import { draftOf, settingsOf, type SettingsDraft } from './components/settings-form.ts';

const TABS = ['overview', 'ai-plan-builder', 'my-plans', 'time-management', 'content-filtering', 'monitoring', 'reports'] as const;
type Tab = (typeof TABS)[number];
const SETTINGS_TABS: readonly string[] = ['overview', 'time-management', 'content-filtering'] satisfies Tab[];

/** The chosen child's controls, once loaded. */
function ChildControls({ child }: { child: ChildSummary }) {
  const { t } = useTranslation();
  const settings = useSettings(child.id);
  const [tab, setTab] = useState<string>('overview');
  if (settings.isLoading) return <Skeleton className="h-64" />;
  if (settings.isError || !settings.data) return <p role="alert">{t('parentalControls.errors.settings')}</p>;
  // A fresh draft whenever what is saved changes (a save, or another tab's).
  return <ControlsTabs key={settings.data.updatedAt ?? 'defaults'} child={child} loaded={settings.data} tab={tab} setTab={setTab} />;
}

/** The tabs; the settings tabs share one draft and one Save. Before anything is saved, the family's clock is this browser's. */
function ControlsTabs({ child, loaded, tab, setTab }: { child: ChildSummary; loaded: ParentalSettingsResponse; tab: string; setTab: (tab: string) => void }) {
  const { t } = useTranslation();
  const save = useSaveSettings(child.id);
  const group = useId();
  // Until something is saved, the family's clock is this browser's (settings-form.ts: asked when shown or saved).
  const [draft, setDraft] = useState<SettingsDraft>(() =>
    draftOf(loaded.settings, loaded.saved || loaded.settings.timeZone !== 'UTC' ? loaded.settings.timeZone : null),
  );

  const change = (changes: Partial<SettingsDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const onSave = () =>
    save.mutate(settingsOf(draft), {
      onSuccess: () => toast({ title: t('parentalControls.saved', { name: child.firstName }) }),
    });
  const saveError = save.error instanceof ApiError ? save.error.userMessage : save.error ? t('parentalControls.errors.save') : null;

  const panels: Record<Tab, ReactNode> = {
    overview: <OverviewTab draft={draft} onChange={change} />,
    'ai-plan-builder': (
      <LaterTab>
        <PlanBuilderTab childId={child.id} childName={child.firstName} childAge={child.age ?? undefined} onSaved={() => setTab('my-plans')} />
      </LaterTab>
    ),
    'my-plans': (
      <LaterTab>
        <MyPlansTab />
      </LaterTab>
    ),
    'time-management': (
      <LaterTab>
        <TimeTab draft={draft} onChange={change} />
      </LaterTab>
    ),
    'content-filtering': (
      <LaterTab>
        <ContentTab draft={draft} onChange={change} />
      </LaterTab>
    ),
    monitoring: (
      <LaterTab>
        <MonitoringTab childId={child.id} />
      </LaterTab>
    ),
    reports: (
      <LaterTab>
        <ReportsTab childId={child.id} childName={child.firstName} />
      </LaterTab>
    ),
  };

  return (
    <Tabs value={tab} onValueChange={setTab}>
      <PreloadWhenDrawn load={preloadLaterTabs} />
      {/* A tab reached for starts its code loading, if the screen being drawn has not already. */}
      <TabsList aria-label={t('parentalControls.tabs.label')} className="print:hidden" onPointerOver={preloadLaterTabs} onFocus={preloadLaterTabs}>
        {TABS.map((value) => (
          <TabsTrigger key={value} group={group} value={value}>
            {t(`parentalControls.tabs.${value}`)}
          </TabsTrigger>
        ))}
      </TabsList>

      {SETTINGS_TABS.includes(tab) && (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-card border border-border bg-card p-3">
          <p className="min-w-0 flex-1 basis-48 text-sm" aria-live="polite">
            {loaded.saved ? t('parentalControls.savedState') : t('parentalControls.notSavedState', { name: child.firstName })}
          </p>
          <Button onClick={onSave} disabled={save.isPending}>
            <Save aria-hidden="true" className="me-2 h-4 w-4" />
            {save.isPending ? t('parentalControls.saving') : t('parentalControls.save')}
          </Button>
          {saveError && (
            <p role="alert" className="w-full text-sm font-medium text-danger">
              {saveError}
            </p>
          )}
        </div>
      )}

      {/* Only the open tab's panel is drawn, by the page itself (TabPanel): the others cost nothing on the first paint. */}
      <TabPanel key={tab} group={group} value={tab}>
        {panels[tab as Tab]}
      </TabPanel>
    </Tabs>
  );
}

/** /parental-controls (spec 002 §2, issue 13): a parent chooses one of their children and sets, reads and reports. */
export default function ParentalControlsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  // Controls belong to a child's parents; an administrator may open the area but has no children here.
  const isParent = user?.role === 'parent';
  const children = useChildren(isParent);
  const list = children.data?.children ?? [];
  // The child chosen is in the address (?childId=), so a reload, Back or a shared link keeps the same child: a parent
  // who reloads is not moved to another child's controls without noticing.
  const [location, navigate] = useLocation();
  const chosen = new URLSearchParams(useSearch()).get('childId');
  const setChosen = (id: string) => navigate(`${location}?childId=${encodeURIComponent(id)}`, { replace: true });
  const child = list.find((c) => c.id === chosen) ?? list[0];

  const selector =
    list.length > 1 ? (
      <Select
        label={t('parentalControls.childLabel')}
        value={child?.id ?? ''}
        onValueChange={setChosen}
        options={list.map((c) => ({ value: c.id, label: c.age === null ? c.firstName : t('parentalControls.childOption', { name: c.firstName, age: c.age }) }))}
        className="min-w-48"
      />
    ) : isParent && children.isLoading ? (
      // The chooser's room while the children load, so the page under the header does not move when it arrives
      // (issue 16, CLS); a family of one child gives it back.
      <Skeleton className="h-10 min-w-48" />
    ) : null;

  return (
    <div className="min-h-screen bg-bg pb-28 text-fg">
      <PageHeader
        title={t('areas.parental-controls.name')}
        subtitle={t('areas.parental-controls.description')}
        actions={<div className="print:hidden">{selector}</div>}
      />
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6">
        {isParent && (
          <div className="print:hidden">
            <ExtraTimeRequests />
          </div>
        )}
        {!isParent ? (
          <Card className="p-6">
            <p>{t('parentalControls.parentsOnly')}</p>
          </Card>
        ) : children.isLoading ? (
          <Skeleton className="h-64" />
        ) : children.isError ? (
          <p role="alert">{t('parentalControls.errors.children')}</p>
        ) : !child ? (
          <Card className="space-y-3 p-6">
            <p>{t('parentalControls.noChildren')}</p>
            <Link href="/my-children" className="inline-block rounded bg-primary px-4 py-2 text-primary-fg">
              {t('parentalControls.addChild')}
            </Link>
          </Card>
        ) : (
          <>
            <h2 className="text-lg font-semibold">{t('parentalControls.forChild', { name: child.firstName })}</h2>
            <ChildControls key={child.id} child={child} />
          </>
        )}
      </main>
    </div>
  );
}
