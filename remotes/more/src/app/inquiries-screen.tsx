import { TabBar } from '@bx/ui';
import { useSearchParams } from 'react-router-dom';

import { ContactList } from '../features/contact/components/contact-list';
import { MessageList } from '../features/messages/components/message-list';
import { Screen } from '../shared/screen';
import { moreText } from '../shared/more-text';

const TABS = [
  { id: 'contact', label: 'INQUIRY' },
  { id: 'messages', label: 'MESSAGES_TITLE' },
] as const;

/**
 * /more/contact: my inquiries and the operator's messages, one tab each. The tab lives in the address
 * (?tab=messages), so a message's link back and a reload land on the same list.
 */
export function InquiriesScreen() {
  const [params, setParams] = useSearchParams();
  const current = params.get('tab') === 'messages' ? 'messages' : 'contact';
  return (
    <Screen label={moreText('INQUIRY_KINDS')}>
      <TabBar
        items={TABS.map((tab) => ({ id: tab.id, label: moreText(tab.label) }))}
        selected={current}
        onSelect={(id) => setParams(id === 'contact' ? {} : { tab: id }, { replace: true })}
      />
      <div role="tabpanel" aria-label={moreText(current === 'messages' ? 'MESSAGES_TITLE' : 'INQUIRY')}>
        {current === 'messages' ? <MessageList /> : <ContactList />}
      </div>
    </Screen>
  );
}
