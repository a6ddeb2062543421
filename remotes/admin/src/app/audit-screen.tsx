import { clientText } from '@bx/platform';

import { AuditLogList } from '../features/audit-log/components/audit-log-list';
import { Screen } from '../shared/screen';

/** /admin/audit: every operator action of the site, newest first. */
export function AuditScreen() {
  return (
    <Screen label={clientText('ADM_TAB_AUDIT')}>
      <AuditLogList />
    </Screen>
  );
}
