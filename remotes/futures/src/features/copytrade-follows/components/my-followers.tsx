import type { CopyFollow } from '@bx/contracts';
import { toast } from '@bx/platform';
import { ListRow } from '@bx/ui';

import { FUTURES_TOAST } from '../../../shared/futures-toast';
import { PagedRows } from '../../../shared/paged-rows';
import { RowAction } from '../../../shared/row-action';
import { useMyFollowers } from '../api/get-my-followers';
import { useRemoveFollowerMutation } from '../api/remove-follower';

import { FollowFigures } from './follow-figures';
import { futuresText } from '../../../shared/futures-text';

/** A TRADER's current followers (names masked), each with their terms and a remove, after a confirmation. */
export function MyFollowers() {
  const removing = useRemoveFollowerMutation();
  const remove = async (follow: CopyFollow) => {
    const confirm = futuresText('CT_REMOVE_CONFIRM', { follower: follow.followerName });
    if ((await removing.run(follow.id, { confirm })) !== null) {
      toast.success(futuresText('CT_REMOVED'), FUTURES_TOAST);
    }
  };
  return (
    <PagedRows
      query={useMyFollowers()}
      label={futuresText('CT_MY_FOLLOWERS')}
      empty={futuresText('CT_MY_FOLLOWERS_EMPTY')}
      renderRow={(follow) => (
        <ListRow key={follow.id} data-testid="copy-follower" stacked>
          <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
            <strong css={{ fontSize: 15 }}>{follow.followerName}</strong>
            <RowAction
              rowKey={follow.id}
              pending={removing.running ?? null}
              onClick={() => void remove(follow)}
            >
              {futuresText('CT_REMOVE')}
            </RowAction>
          </div>
          <FollowFigures follow={follow} />
        </ListRow>
      )}
    />
  );
}
