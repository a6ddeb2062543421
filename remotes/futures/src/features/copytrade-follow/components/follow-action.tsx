import type { CopyTrader } from '@bx/contracts';
import { useMe } from '@bx/platform';
import { Button } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { Link, useNavigate } from 'react-router-dom';

import { useMyFollow } from '../../../shared/api/get-my-follow';
import { traderRefusal } from '../../../shared/copy-trader-state';
import { serverText } from '../../../shared/server-text';
import { useUnfollow } from '../../../shared/use-unfollow';
import { futuresText } from '../../../shared/futures-text';

/**
 * What the player may do on a trader's page: follow (the form), unfollow when it is their trader, or why not (a
 * TRADER follows no one, one trader at a time, a trader who takes no one), in the server's words.
 */
export function FollowAction({ trader }: { trader: CopyTrader }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const isTrader = useMe()?.role === 'TRADER';
  const myFollow = useMyFollow(!isTrader);
  const { pending, unfollowTrader } = useUnfollow();
  const note = (text: string) => (
    <p css={{ margin: 0, fontSize: 13, lineHeight: 1.5, color: theme.color.textMuted }}>{text}</p>
  );

  if (isTrader) return note(serverText('TRADER_CANNOT_FOLLOW'));
  if (myFollow.data === undefined) return null;
  if (myFollow.data?.traderId === trader.id)
    return (
      <Button variant="plain" busy={pending} onClick={() => void unfollowTrader(trader.name)}>
        {futuresText('CT_UNFOLLOW')}
      </Button>
    );
  if (myFollow.data !== null)
    return (
      <div css={{ display: 'grid', gap: 6 }}>
        {note(serverText('ALREADY_FOLLOWING'))}
        <Link to="/copytrade/my" css={{ fontSize: 14, color: theme.color.accent }}>
          {futuresText('CT_TITLE_MY')}
        </Link>
      </div>
    );
  const refusal = traderRefusal(trader);
  return (
    <div css={{ display: 'grid', gap: 6 }}>
      {refusal === null ? null : note(serverText(refusal))}
      <Button disabled={refusal !== null} onClick={() => navigate(`/copytrade/follow/${trader.id}`)}>
        {futuresText('CT_FOLLOW')}
      </Button>
    </div>
  );
}
