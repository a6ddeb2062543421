import { formatAmount, type AdminPlayerDetail, formatKstDateTime } from '@bx/contracts';

import { clientText } from '@bx/platform';

import { DetailList, DetailRow } from './detail-list';

import { adminText } from '../../../shared/admin-text';

const side = (long: boolean) => clientText(long ? 'FUT_LONG' : 'FUT_SHORT');
const trade = (buy: boolean) => (buy ? clientText('OVERSEA_BUY') : adminText('OPS_SELL'));

/** The player's open futures positions and resting orders (USDT). */
export function OpenFutures({ futures }: { futures: AdminPlayerDetail['futures'] }) {
  return (
    <>
      <DetailList
        label={adminText('OPS_POSITIONS')}
        rows={futures.positions}
        empty={adminText('OPS_NO_POSITIONS')}
        renderRow={(position) => (
          <DetailRow
            title={`${position.stock} · ${side(position.side === 'LONG')} ${position.leverage}x`}
            value={`${formatAmount(position.unrealizedPnl)} USDT`}
            line={adminText('OPS_POSITION_LINE', {
              qty: position.qty,
              entry: position.entryPrice,
              margin: formatAmount(position.margin),
            })}
          />
        )}
      />
      <DetailList
        label={adminText('OPS_ORDERS')}
        rows={futures.orders}
        empty={adminText('OPS_NO_ORDERS')}
        renderRow={(order) => (
          <DetailRow
            title={`${order.stock} · ${trade(order.tradeType === 'B')} ${order.marketType}`}
            value={order.price ?? order.stopPrice ?? ''}
            line={`${adminText('OPS_QTY', { qty: order.qty })} · ${formatKstDateTime(order.createdAt)}`}
          />
        )}
      />
    </>
  );
}

/** The player's open overseas positions and resting orders (KRW). */
export function OpenOversea({ oversea }: { oversea: AdminPlayerDetail['oversea'] }) {
  const won = (amount: string) => clientText('DNW_AMOUNT_KRW', { amount: formatAmount(amount, 0) });
  return (
    <>
      <DetailList
        label={adminText('OPS_POSITIONS')}
        rows={oversea.positions}
        empty={adminText('OPS_NO_POSITIONS')}
        renderRow={(position) => (
          <DetailRow
            title={`${position.koName} · ${side(position.side === 'LONG')}`}
            value={won(position.pnl)}
            line={adminText('OPS_POSITION_LINE', {
              qty: position.qty,
              entry: position.entryPrice,
              margin: won(position.margin),
            })}
          />
        )}
      />
      <DetailList
        label={adminText('OPS_ORDERS')}
        rows={oversea.orders}
        empty={adminText('OPS_NO_ORDERS')}
        renderRow={(order) => (
          <DetailRow
            title={`${order.stock} · ${trade(order.tradeType === 'B')} ${order.marketType}`}
            value={order.price}
            line={`${adminText('OPS_QTY', { qty: order.qty })} · ${formatKstDateTime(order.createdAt)}`}
          />
        )}
      />
    </>
  );
}
