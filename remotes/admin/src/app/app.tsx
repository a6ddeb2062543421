import { AreaShell, type RemoteAppProps } from '@bx/app-kit';

import { AuditScreen } from './audit-screen';
import { ChatScreen } from './chat-screen';
import { ContactScreen } from './contact-screen';
import { ContentScreen } from './content-screen';
import { CouponsScreen } from './coupons-screen';
import { MoneyScreen } from './money-screen';
import { PlayerDetailScreen } from './player-detail-screen';
import { PlayersScreen } from './players-screen';
import { SiteScreen } from './site-screen';
import { TradingScreen } from './trading-screen';

/** The ops console's screens by route id (shared/app-kit's route table). */
export default function App({ routeId }: RemoteAppProps) {
  if (routeId === 'admin.site') return <SiteScreen />;
  if (routeId === 'admin.money') return <MoneyScreen />;
  if (routeId === 'admin.players') return <PlayersScreen />;
  if (routeId === 'admin.audit') return <AuditScreen />;
  if (routeId === 'admin.player') return <PlayerDetailScreen />;
  if (routeId === 'admin.trading') return <TradingScreen />;
  if (routeId === 'admin.coupons') return <CouponsScreen />;
  if (routeId === 'admin.content') return <ContentScreen />;
  if (routeId === 'admin.contact') return <ContactScreen />;
  if (routeId === 'admin.chat') return <ChatScreen />;
  return <AreaShell routeId={routeId} buildTag={process.env.BX_BUILD_TAG} />;
}
