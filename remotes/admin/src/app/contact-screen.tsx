import { clientText } from '@bx/platform';

import { InquiryList } from '../features/inquiries/components/inquiry-list';
import { MessageForm } from '../features/inquiries/components/message-form';
import { Screen } from '../shared/screen';
import { SectionBlock } from '../shared/section-block';

/** /admin/contact: inquiries waiting for an answer first, then the answered ones, and a message to a player. */
export function ContactScreen() {
  return (
    <Screen label={clientText('OPS_TAB_CONTACT')}>
      <SectionBlock title={clientText('OPS_INQUIRIES_WAITING')}>
        <InquiryList status="WAIT" />
      </SectionBlock>
      <SectionBlock title={clientText('OPS_INQUIRIES_ANSWERED')}>
        <InquiryList status="ANSWERED" />
      </SectionBlock>
      <SectionBlock title={clientText('OPS_MESSAGE')} hint={clientText('OPS_MESSAGE_HINT')}>
        <MessageForm />
      </SectionBlock>
    </Screen>
  );
}
