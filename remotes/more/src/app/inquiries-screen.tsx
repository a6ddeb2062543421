import { clientText } from '@bx/platform';
import { useTheme } from '@emotion/react';
import { useSearchParams } from 'react-router-dom';

import { ContactList } from '../features/contact/components/contact-list';
import { MessageList } from '../features/messages/components/message-list';
import { Screen } from '../shared/screen';

const TABS = [
  { id: 'contact', label: 'INQUIRY' },
  { id: 'messages', label: 'MESSAGES_TITLE' },
] as const;

/**
 * /more/contact: my inquiries and the operator's messages, one tab each. The tab lives in the address
 * (?tab=messages), so a message's link back and a reload land on the same list.
 */
export function InquiriesScreen() {
  const theme = useTheme();
  const [params, setParams] = useSearchParams();
  const current = params.get('tab') === 'messages' ? 'messages' : 'contact';
  return (
    <Screen label={clientText('INQUIRY_KINDS')}>
      <div role="tablist" css={{ display: 'flex', borderBottom: `1px solid ${theme.color.border}` }}>
        {TABS.map((tab) => {
          const active = tab.id === current;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              aria-selected={active}
              onClick={() => setParams(tab.id === 'contact' ? {} : { tab: tab.id }, { replace: true })}
              css={{
                flex: 1,
                minHeight: 44,
                border: 'none',
                borderBottom: `2px solid ${active ? theme.color.accent : 'transparent'}`,
                background: 'transparent',
                color: active ? theme.color.text : theme.color.textMuted,
                fontWeight: active ? 700 : 500,
                fontSize: 15,
                cursor: 'pointer',
              }}
            >
              {clientText(tab.label)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" aria-label={clientText(current === 'messages' ? 'MESSAGES_TITLE' : 'INQUIRY')}>
        {current === 'messages' ? <MessageList /> : <ContactList />}
      </div>
    </Screen>
  );
}
