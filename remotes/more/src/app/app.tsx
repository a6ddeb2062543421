import { AreaShell, type RemoteAppProps } from '@bx/app-kit';
import { Navigate, useParams } from 'react-router-dom';

import { ChangePasswordForm } from '../features/account/components/change-password-form';
import { MyPage } from '../features/account/components/my-page';
import { ContactCreate } from '../features/contact/components/contact-create';
import { ContactDetail } from '../features/contact/components/contact-detail';
import { EconomicCalendar } from '../features/economic/components/economic-calendar';
import { FaqList } from '../features/faq/components/faq-list';
import { InvestInfo } from '../features/invest-info/components/invest-info';
import { LiveChat } from '../features/livechat/components/live-chat';
import { NoticeDetail } from '../features/notices/components/notice-detail';
import { NoticeList } from '../features/notices/components/notice-list';
import { PartnerScreen } from '../features/partner/components/partner-screen';
import { SettingsScreen } from '../features/settings/components/settings-screen';
import { StaticPage } from '../features/static-pages/components/static-page';
import { useNewMessageRefresh } from '../shared/use-new-message-refresh';

import { InquiriesScreen } from './inquiries-screen';
import { MoreMenuScreen } from './more-menu-screen';

/**
 * The more area's screens by route id (shared/app-kit's route table).
 */
export default function App({ routeId }: RemoteAppProps) {
  useNewMessageRefresh();
  return <Screen routeId={routeId} />;
}

function Screen({ routeId }: { routeId: string }) {
  const id = Number(useParams().id);
  switch (routeId) {
    case 'more.index':
      return <MoreMenuScreen />;
    case 'more.notice':
    case 'support.notice':
      return <NoticeList />;
    case 'more.notice.detail':
      return <NoticeDetail key={id} id={id} />;
    case 'more.contact':
    case 'service.contact':
      return <InquiriesScreen />;
    case 'more.contact.create':
      return <ContactCreate />;
    case 'more.contact.detail':
      // The route table lets only numeric ids through; anything else goes back to the list.
      return Number.isInteger(id) && id > 0 ? (
        <ContactDetail key={id} id={id} />
      ) : (
        <Navigate to="/more/contact" replace />
      );
    case 'more.changePassword':
      return <ChangePasswordForm />;
    case 'more.mypage':
      return <MyPage />;
    case 'more.economic':
      return <EconomicCalendar />;
    case 'support.investInfo':
      return <InvestInfo />;
    case 'support.more':
      return <SupportMore />;
    case 'more.livechat':
      return <LiveChat />;
    case 'more.partner':
      return <PartnerScreen />;
    case 'more.setting':
      return <SettingsScreen />;
    case 'more.terms':
      return <StaticPage code="TITLE_TERMS" />;
    case 'more.privacy':
      return <StaticPage code="TITLE_PRIVACY" />;
    default:
      return <AreaShell routeId={routeId} buildTag={process.env.BX_BUILD_TAG} />;
  }
}

/**
 * /support/more/{x}: faq is the FAQ; strategy and promotion are the investment info's tabs (one screen for
 * them, linked both ways); anything else goes to the investment info.
 */
function SupportMore() {
  const { x } = useParams();
  if (x === 'faq') return <FaqList />;
  const tab = x === 'promotion' ? '?tab=promotion' : '';
  return <Navigate to={`/support/invest_info${tab}`} replace />;
}
