import type { DnwHistory } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { useTheme } from '@emotion/react';

import { tabular } from '../components/panel';

import { DNW_TYPE_LABELS } from './dnw-labels';
import { DnwStatusBadge } from './dnw-status-badge';

/** A request's first line in every history: its kind (deposits in buy colour, withdrawals in sell), status, amount. */
export function DnwRowHeading({
  item,
  amount,
}: {
  item: Pick<DnwHistory, 'type' | 'status'>;
  amount: string;
}) {
  const theme = useTheme();
  const typeColor =
    item.type === 'D' ? theme.color.buy : item.type === 'W' ? theme.color.sell : theme.color.text;
  return (
    <header css={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      <strong css={{ flex: 'none', fontSize: 15, color: typeColor }}>
        {clientText(DNW_TYPE_LABELS[item.type])}
      </strong>
      <DnwStatusBadge status={item.status} />
      <strong
        css={{
          ...tabular,
          marginLeft: 'auto',
          minWidth: 0,
          fontSize: 16,
          textAlign: 'right',
          overflowWrap: 'anywhere',
        }}
      >
        {amount}
      </strong>
    </header>
  );
}
