/**
 * The People and Audit log tabs of the staff management screen (issue 14). The page shell renders these two; the
 * panels live in people/ and audit/.
 */
import { useSession } from '@/lib/session.ts';
import { AuditLogPanel } from '../audit/audit-log-tab.tsx';
import { PeoplePanel } from './people-tab.tsx';

export function PeopleTab() {
  const session = useSession();
  return <PeoplePanel selfId={session.user?.id ?? null} />;
}

export function AuditLogTab() {
  return <AuditLogPanel />;
}
