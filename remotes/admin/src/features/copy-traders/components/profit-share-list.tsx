import { formatKstDateTime } from '@bx/contracts';
import type { CopyProfitShare } from '@bx/contracts';
import { pagedRowsState } from '@bx/platform';

import { ListRow, ListState, PagedList, tabular } from '@bx/ui';

import { useTheme } from '@emotion/react';

import { adminText } from '../../../shared/admin-text';

import { useProfitShares } from '../api/get-profit-shares';

/** The profit shares booked on the site, newest first: who paid whom, for which period, on what, and how much. */
export function ProfitShareList() {
  const shares = useProfitShares();
  return (
    <ListState list={pagedRowsState(shares)} error={shares.error} empty={adminText('OPS_CT_SHARES_EMPTY')}>
      {(rows) => (
        <PagedList
          label={adminText('OPS_CT_SHARES')}
          rows={rows}
          renderRow={(share) => <ProfitShareRow key={share.id} share={share} />}
          query={shares}
          moreLabel={adminText('ADM_MORE')}
        />
      )}
    </ListState>
  );
}

function ProfitShareRow({ share }: { share: CopyProfitShare }) {
  const theme = useTheme();
  return (
    <ListRow data-testid="ops-copy-share">
      <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <span css={{ ...tabular, fontSize: 12 }}>
          {adminText('OPS_CT_SHARE_LINE', {
            follower: share.followerName,
            trader: share.traderName,
            period: share.period === 'END' ? adminText('OPS_CT_SHARE_END') : share.period,
            pnl: share.pnl,
            percent: share.sharePer,
          })}
        </span>
        <strong data-testid="ops-copy-share-amount" css={{ ...tabular, fontSize: 14 }}>
          {share.amount}
        </strong>
      </div>
      <span css={{ ...tabular, fontSize: 11, color: theme.color.textMuted }}>
        {formatKstDateTime(share.createdAt)}
      </span>
    </ListRow>
  );
}
