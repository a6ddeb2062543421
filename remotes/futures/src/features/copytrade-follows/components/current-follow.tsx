import { problemText, queryState } from '@bx/platform';
import { Button, cardStyle, Chip, FailurePanel, Loader } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { Link } from 'react-router-dom';

import { useMyFollow } from '../../../shared/api/get-my-follow';
import { useUnfollow } from '../../../shared/use-unfollow';

import { FollowFigures } from './follow-figures';
import { futuresText } from '../../../shared/futures-text';

/**
 * The trader the player follows now, with what the follow has used and made, that the copied pairs take only
 * orders that reduce meanwhile, and unfollow (after a confirmation); or that they follow no one, and the way to the
 * ranking.
 */
export function CurrentFollow() {
  const theme = useTheme();
  const query = useMyFollow();
  const state = queryState(query);
  const { pending, unfollowTrader } = useUnfollow();
  if (state.status === 'loading') return <Loader label={futuresText('CT_LOADING')} />;
  if (state.status === 'failed')
    return <FailurePanel message={problemText(query.error)} onRetry={state.retry} />;
  const follow = state.data;
  if (follow === null)
    return (
      <section
        aria-label={futuresText('CT_CURRENT_FOLLOW')}
        css={{ ...cardStyle(theme), textAlign: 'center' }}
      >
        <p css={{ margin: 0, color: theme.color.textMuted }}>{futuresText('CT_NO_FOLLOW')}</p>
        <Link to="/copytrade" css={{ color: theme.color.accent, fontWeight: 700 }}>
          {futuresText('CT_FIND_TRADER')}
        </Link>
      </section>
    );
  return (
    <section
      aria-label={futuresText('CT_CURRENT_FOLLOW')}
      data-testid="copy-current-follow"
      css={cardStyle(theme)}
    >
      <div css={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <h2 css={{ margin: 0, fontSize: 16, fontWeight: 800 }}>
          <Link to={`/copytrade/trader/${follow.traderId}`} css={{ color: theme.color.text }}>
            {follow.traderName}
          </Link>
        </h2>
        <Chip tone="accent">{futuresText('CT_BADGE_FOLLOWING')}</Chip>
      </div>
      <FollowFigures follow={follow} />
      <p css={{ margin: 0, fontSize: 12, lineHeight: 1.5, color: theme.color.textMuted }}>
        {futuresText('CT_REDUCE_ONLY_NOTE')}
      </p>
      <Button variant="plain" busy={pending} onClick={() => void unfollowTrader(follow.traderName)}>
        {futuresText('CT_UNFOLLOW')}
      </Button>
    </section>
  );
}
