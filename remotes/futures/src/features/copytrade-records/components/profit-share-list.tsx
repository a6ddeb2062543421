import type { CopyProfitShare } from '@bx/contracts';
import { ListRow, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { orderTime } from '../../../shared/order-time';
import { PagedRows } from '../../../shared/paged-rows';
import { usdtText } from '../../../shared/usdt';
import { useProfitShares } from '../api/get-profit-shares';
import { shareBasisText, sharePeriodText } from '../utils/share-text';
import { futuresText } from '../../../shared/futures-text';

/**
 * The profit shares settled, newest first: a follower's payments to their trader, or a TRADER's receipts from
 * their followers (`asTrader`: each row names the follower, masked), with the period, what the share was taken
 * on and the amount.
 */
export function ProfitShareList({ asTrader }: { asTrader: boolean }) {
  return (
    <PagedRows
      query={useProfitShares()}
      label={futuresText('CT_SHARES')}
      empty={futuresText('CT_SHARES_EMPTY')}
      renderRow={(share) => <ProfitShareRow key={share.id} share={share} asTrader={asTrader} />}
    />
  );
}

function ProfitShareRow({ share, asTrader }: { share: CopyProfitShare; asTrader: boolean }) {
  const theme = useTheme();
  return (
    <ListRow data-testid="copy-profit-share" data-period={share.period}>
      <div css={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 8 }}>
        <strong css={{ fontSize: 14 }}>{asTrader ? share.followerName : share.traderName}</strong>
        <span data-testid="copy-profit-share-amount" css={{ ...tabular, fontSize: 14, fontWeight: 800 }}>
          {usdtText(share.amount)}
        </span>
      </div>
      <span css={{ fontSize: 12 }}>{sharePeriodText(share)}</span>
      <span css={{ ...tabular, fontSize: 12, color: theme.color.textMuted }}>{shareBasisText(share)}</span>
      <span css={{ ...tabular, fontSize: 11, color: theme.color.textMuted }}>
        {orderTime(share.createdAt)}
      </span>
    </ListRow>
  );
}
