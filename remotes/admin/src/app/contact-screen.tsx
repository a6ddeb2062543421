import { InquiryList } from '../features/inquiries/components/inquiry-list';
import { MessageForm } from '../features/inquiries/components/message-form';
import { Screen } from '../shared/screen';
import { SectionBlock } from '../shared/section-block';
import { adminText } from '../shared/admin-text';

/** /admin/contact: inquiries waiting for an answer first, then the answered ones, and a message to a player. */
export function ContactScreen() {
  return (
    <Screen label={adminText('OPS_TAB_CONTACT')}>
      <SectionBlock title={adminText('OPS_INQUIRIES_WAITING')}>
        <InquiryList status="WAIT" />
      </SectionBlock>
      <SectionBlock title={adminText('OPS_INQUIRIES_ANSWERED')}>
        <InquiryList status="ANSWERED" />
      </SectionBlock>
      <SectionBlock title={adminText('OPS_MESSAGE')} hint={adminText('OPS_MESSAGE_HINT')}>
        <MessageForm />
      </SectionBlock>
    </Screen>
  );
}
