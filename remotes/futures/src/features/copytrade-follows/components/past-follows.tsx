import type { CopyFollow, CopyFollowEndReason } from '@bx/contracts';
import { Chip, ListRow, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { orderDay } from '../../../shared/order-time';
import { PagedRows } from '../../../shared/paged-rows';
import { pnlColour } from '../../../shared/pnl-colour';
import { signedUsdtText } from '../../../shared/usdt';
import { useFollowList } from '../api/get-follow-list';
import { futuresText, type FuturesTextCode } from '../../../shared/futures-text';

const END_LABELS = {
  UNFOLLOW: 'CT_ENDED_UNFOLLOW',
  REMOVED: 'CT_ENDED_REMOVED',
  STOP_LOSS: 'CT_ENDED_STOP_LOSS',
} as const satisfies Record<CopyFollowEndReason, FuturesTextCode>;

/** The follows the player has ended or had ended, newest first: trader, period, why it ended, PnL and copies. */
export function PastFollows() {
  return (
    <PagedRows
      query={useFollowList()}
      label={futuresText('CT_PAST_FOLLOWS')}
      empty={futuresText('CT_PAST_FOLLOWS_EMPTY')}
      keep={(follow) => follow.status === 'ENDED'}
      renderRow={(follow) => <PastFollowRow key={follow.id} follow={follow} />}
    />
  );
}

function PastFollowRow({ follow }: { follow: CopyFollow }) {
  const theme = useTheme();
  return (
    <ListRow data-testid="copy-past-follow">
      <div css={{ display: 'flex', alignItems: 'center', gap: 6, flexWrap: 'wrap' }}>
        <strong css={{ fontSize: 14 }}>{follow.traderName}</strong>
        <Chip tone="muted">{futuresText(END_LABELS[follow.endReason ?? 'UNFOLLOW'])}</Chip>
      </div>
      <span css={{ ...tabular, fontSize: 12, color: theme.color.textMuted }}>
        {futuresText('CT_PERIOD', {
          from: orderDay(follow.createdAt),
          to: follow.endedAt === null ? '' : orderDay(follow.endedAt),
        })}
      </span>
      <span css={{ ...tabular, fontSize: 13 }}>
        <span css={{ color: pnlColour(theme, follow.pnl), fontWeight: 700 }}>
          {signedUsdtText(follow.pnl)}
        </span>
        {` · ${futuresText('CT_COPY_COUNT')} ${follow.copyCount}`}
      </span>
    </ListRow>
  );
}
