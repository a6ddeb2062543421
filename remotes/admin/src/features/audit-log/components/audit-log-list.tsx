import { pagedRowsState } from '@bx/platform';
import { ListState, PagedList } from '@bx/ui';

import { useAuditLog } from '../api/get-audit-log';

import { AuditEntryRow } from './audit-entry-row';
import { adminText } from '../../../shared/admin-text';

/** The site's operator actions, newest first, a page at a time (더 보기). */
export function AuditLogList() {
  const log = useAuditLog();
  return (
    <ListState list={pagedRowsState(log)} error={log.error} empty={adminText('ADM_AUDIT_EMPTY')}>
      {(entries) => (
        <PagedList
          label={adminText('ADM_TAB_AUDIT')}
          rows={entries}
          renderRow={(entry) => <AuditEntryRow key={entry.id} entry={entry} />}
          query={log}
          moreLabel={adminText('ADM_MORE')}
        />
      )}
    </ListState>
  );
}
