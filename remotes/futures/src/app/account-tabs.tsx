import type { FuturesOptionDetail } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { Panel, TabBar } from '@bx/ui';
import { useState } from 'react';

import { OrderHistory } from '../features/history/components/order-history';
import { OpenOrderList, TpslOrderList } from '../features/orders/components/order-lists';
import { PositionList } from '../features/positions/components/position-list';

type AccountTab = 'positions' | 'orders' | 'tpsl' | 'history';

/** The player's side of the screen under the form: positions, open orders, TP/SL orders and the history. */
export function AccountTabs({ option }: { option: FuturesOptionDetail }) {
  const [tab, setTab] = useState<AccountTab>('positions');
  return (
    <Panel label={clientText('FUT_POSITIONS')}>
      <TabBar
        items={[
          { id: 'positions', label: clientText('FUT_POSITIONS') },
          { id: 'orders', label: clientText('FUT_OPEN_ORDERS') },
          { id: 'tpsl', label: clientText('FUT_TPSL_ORDERS') },
          { id: 'history', label: clientText('FUT_HISTORY') },
        ]}
        selected={tab}
        onSelect={(id) => setTab(id as AccountTab)}
      />
      <div role="tabpanel" css={{ paddingTop: 4 }}>
        {tab === 'positions' ? <PositionList option={option} /> : null}
        {tab === 'orders' ? <OpenOrderList /> : null}
        {tab === 'tpsl' ? <TpslOrderList /> : null}
        {tab === 'history' ? <OrderHistory /> : null}
      </div>
    </Panel>
  );
}
