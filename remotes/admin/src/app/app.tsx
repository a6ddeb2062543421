import { AreaShell, type RemoteAppProps } from '@bx/app-kit';

import { AuditScreen } from './audit-screen';
import { MoneyScreen } from './money-screen';
import { PlayersScreen } from './players-screen';
import { SiteScreen } from './site-screen';

/** The ops console's screens by route id (shared/app-kit's route table). */
export default function App({ routeId }: RemoteAppProps) {
  if (routeId === 'admin.site') return <SiteScreen />;
  if (routeId === 'admin.money') return <MoneyScreen />;
  if (routeId === 'admin.players') return <PlayersScreen />;
  if (routeId === 'admin.audit') return <AuditScreen />;
  return <AreaShell routeId={routeId} buildTag={process.env.BX_BUILD_TAG} />;
}
