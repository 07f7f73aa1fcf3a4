/**
 * PLACEHOLDER — the staff-people branch writes the real People and Audit log tabs at this path; theirs wins at merge.
 */
import { useTranslation } from 'react-i18next';

export function PeopleTab() {
  const { t } = useTranslation();
  return <p className="text-muted-fg">{t('staff.page.comingSoon')}</p>;
}

export function AuditLogTab() {
  const { t } = useTranslation();
  return <p className="text-muted-fg">{t('staff.page.comingSoon')}</p>;
}
