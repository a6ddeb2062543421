import type { CopyTrader } from '@bx/contracts';
import { Chip } from '@bx/ui';

import { traderBadges } from '../../../shared/copy-trader-state';
import { futuresText } from '../../../shared/futures-text';

/** A trader's name with the badges that keep followers out, and 팔로우 중 when the player follows them. */
export function TraderName({ trader, following }: { trader: CopyTrader; following: boolean }) {
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: 6, flexWrap: 'wrap', minWidth: 0 }}>
      <h2 css={{ margin: 0, fontSize: 16, fontWeight: 800, overflowWrap: 'anywhere' }}>{trader.name}</h2>
      {following ? <Chip tone="accent">{futuresText('CT_BADGE_FOLLOWING')}</Chip> : null}
      {traderBadges(trader).map((badge) => (
        <Chip key={badge} tone="muted">
          {futuresText(badge)}
        </Chip>
      ))}
    </div>
  );
}
