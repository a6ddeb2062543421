import type { FuturesOptionDetail } from '@bx/contracts';
import { Panel, TabBar } from '@bx/ui';
import { useState } from 'react';

import { OrderHistory } from '../features/history/components/order-history';
import { OpenOrderList, TpslOrderList } from '../features/orders/components/order-lists';
import { PositionList } from '../features/positions/components/position-list';
import { futuresText } from '../shared/futures-text';

type AccountTab = 'positions' | 'orders' | 'tpsl' | 'history';

/** The player's side of the screen under the form: positions, open orders, TP/SL orders and the history. */
export function AccountTabs({ option }: { option: FuturesOptionDetail }) {
  const [tab, setTab] = useState<AccountTab>('positions');
  return (
    <Panel label={futuresText('FUT_POSITIONS')}>
      <TabBar
        items={[
          { id: 'positions', label: futuresText('FUT_POSITIONS') },
          { id: 'orders', label: futuresText('FUT_OPEN_ORDERS') },
          { id: 'tpsl', label: futuresText('FUT_TPSL_ORDERS') },
          { id: 'history', label: futuresText('FUT_HISTORY') },
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
