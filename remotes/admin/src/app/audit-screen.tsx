import { AuditLogList } from '../features/audit-log/components/audit-log-list';
import { Screen } from '../shared/screen';
import { adminText } from '../shared/admin-text';

/** /admin/audit: every operator action of the site, newest first. */
export function AuditScreen() {
  return (
    <Screen label={adminText('ADM_TAB_AUDIT')}>
      <AuditLogList />
    </Screen>
  );
}
