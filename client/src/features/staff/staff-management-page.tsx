import { useTranslation } from 'react-i18next';
import { shortId, levelLabel } from '@common/domain/staff.ts';
import { AreaScreen } from '@/components/layout/area-screen.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { PendingResetsCard } from './pending-resets-card.tsx';
import { useOrganizations } from './organizations/api.ts';
import { OrganizationsTab } from './organizations/organizations-tab.tsx';
import { useStaffRoles } from './roles/api.ts';
import { RolesTab } from './roles/roles-tab.tsx';
import { useStaffAssignments, useStaffUsers } from './assignments/api.ts';
import { AssignmentsTab } from './assignments/assignments-tab.tsx';
import { AuditLogTab, PeopleTab } from './people/people-slot.tsx';

const OVERVIEW_SIZE = 5;

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card className="p-4">
      <p className="text-sm text-muted-fg">{label}</p>
      <p className="text-2xl font-bold">{value ?? '–'}</p>
    </Card>
  );
}

function Overview() {
  const { t } = useTranslation();
  const organizations = useOrganizations();
  const roles = useStaffRoles();
  const assignments = useStaffAssignments();
  const section = (title: string, rows: string[] | undefined) => (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {rows === undefined ? null : rows.length === 0 ? (
          <p>{t('staff.page.none')}</p>
        ) : (
          <ul className="space-y-1">
            {rows.map((row, i) => (
              <li key={i}>{row}</li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {section(
        t('staff.overview.organizations'),
        organizations.data?.organizations.slice(0, OVERVIEW_SIZE).map((o) => `${o.name} · ${t(`staff.types.${o.type}`)}`),
      )}
      {section(
        t('staff.overview.roles'),
        roles.data?.roles.slice(0, OVERVIEW_SIZE).map((r) => `${r.name} · ${t(`staff.levels.${levelLabel(r.level)}`)}`),
      )}
      {section(
        t('staff.overview.assignments'),
        assignments.data?.assignments
          .slice(-OVERVIEW_SIZE)
          .reverse()
          .map((a) => `${a.userName} · ${a.roleName ?? t('staff.assignments.noRole')} · ${a.organizationName} (${shortId(a.id)})`),
      )}
      <div className="lg:col-span-3">
        <PendingResetsCard />
      </div>
    </div>
  );
}

export default function Page() {
  const { t } = useTranslation();
  const organizations = useOrganizations();
  const roles = useStaffRoles();
  const assignments = useStaffAssignments();
  const people = useStaffUsers();
  return (
    <AreaScreen title={t('areas.staff-management.name')} description={t('areas.staff-management.description')}>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-3 md:grid-cols-4">
        <Stat label={t('staff.stats.organizations')} value={organizations.data?.organizations.length} />
        <Stat label={t('staff.stats.roles')} value={roles.data?.roles.length} />
        <Stat label={t('staff.stats.assignments')} value={assignments.data?.assignments.filter((a) => a.isActive).length} />
        <Stat label={t('staff.stats.people')} value={people.data?.total} />
      </div>
      <Tabs defaultValue="overview" className="mt-6">
        <TabsList>
          <TabsTrigger value="overview">{t('staff.tabs.overview')}</TabsTrigger>
          <TabsTrigger value="organizations">{t('staff.tabs.organizations')}</TabsTrigger>
          <TabsTrigger value="roles">{t('staff.tabs.roles')}</TabsTrigger>
          <TabsTrigger value="assignments">{t('staff.tabs.assignments')}</TabsTrigger>
          <TabsTrigger value="people">{t('staff.tabs.people')}</TabsTrigger>
          <TabsTrigger value="audit">{t('staff.tabs.audit')}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <Overview />
        </TabsContent>
        <TabsContent value="organizations">
          <OrganizationsTab />
        </TabsContent>
        <TabsContent value="roles">
          <RolesTab />
        </TabsContent>
        <TabsContent value="assignments">
          <AssignmentsTab />
        </TabsContent>
        <TabsContent value="people">
          <PeopleTab />
        </TabsContent>
        <TabsContent value="audit">
          <AuditLogTab />
        </TabsContent>
      </Tabs>
    </AreaScreen>
  );
}
