import { pagedRowsState } from '@bx/platform';
import { ListState, PagedList } from '@bx/ui';

import { useAdminDnw } from '../api/get-admin-dnw';

import { DnwRequestRow } from './dnw-request-row';
import { adminText } from '../../../shared/admin-text';

/** The waiting requests, or the decided ones, newest first, a page at a time. */
export function DnwRequestList({ scope }: { scope: 'waiting' | 'decided' }) {
  const requests = useAdminDnw(scope);
  const label = adminText(scope === 'waiting' ? 'ADM_MONEY_WAITING' : 'ADM_MONEY_DECIDED');
  return (
    <ListState
      list={pagedRowsState(requests)}
      error={requests.error}
      empty={adminText(scope === 'waiting' ? 'ADM_MONEY_WAITING_EMPTY' : 'ADM_MONEY_DECIDED_EMPTY')}
    >
      {(rows) => (
        <PagedList
          label={label}
          rows={rows}
          renderRow={(item) => <DnwRequestRow key={item.id} item={item} />}
          query={requests}
          moreLabel={adminText('ADM_MORE')}
        />
      )}
    </ListState>
  );
}
