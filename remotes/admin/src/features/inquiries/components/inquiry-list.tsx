import type { AdminContactStatus } from '@bx/contracts';
import { pagedRowsState } from '@bx/platform';
import { ListState, PagedList } from '@bx/ui';

import { useContacts } from '../api/get-contacts';

import { InquiryRow } from './inquiry-row';
import { adminText } from '../../../shared/admin-text';

/** The inquiries waiting for an answer, or those answered, newest first, a page at a time. */
export function InquiryList({ status }: { status: AdminContactStatus }) {
  const contacts = useContacts(status);
  const waiting = status === 'WAIT';
  return (
    <ListState
      list={pagedRowsState(contacts)}
      error={contacts.error}
      empty={adminText(waiting ? 'OPS_NO_WAITING' : 'OPS_NO_ANSWERED')}
    >
      {(rows) => (
        <PagedList
          label={adminText(waiting ? 'OPS_INQUIRIES_WAITING' : 'OPS_INQUIRIES_ANSWERED')}
          rows={rows}
          renderRow={(contact) => <InquiryRow key={contact.id} contact={contact} />}
          query={contacts}
          moreLabel={adminText('ADM_MORE')}
        />
      )}
    </ListState>
  );
}
