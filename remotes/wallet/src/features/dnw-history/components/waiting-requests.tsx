import { queryState } from '@bx/platform';
import { ListState } from '@bx/ui';

import { useWaitingDnw } from '../api/get-waiting-dnw';

import { DnwRow } from './dnw-row';
import { walletText } from '../../../shared/wallet-text';

/**
 * My deposits and withdrawals still waiting for the operator, each with its cancel; with `wallet`, only those
 * of that wallet (MONEY for the KRW requests, a coin for its withdrawals).
 */
export function WaitingRequests({ wallet }: { wallet?: string }) {
  const waiting = useWaitingDnw();
  const state = queryState(waiting);
  const shown =
    wallet === undefined || state.status !== 'ready'
      ? state
      : { ...state, data: state.data.filter((item) => item.wallet === wallet) };
  return (
    <section aria-label={walletText('DNW_WAITING_TITLE')} css={{ display: 'grid', gap: 8 }}>
      <h2 css={{ margin: 0, fontSize: 15 }}>{walletText('DNW_WAITING_TITLE')}</h2>
      <ListState list={shown} error={waiting.error} empty={walletText('DNW_WAITING_EMPTY')}>
        {(items) => (
          <ul
            aria-label={walletText('DNW_WAITING_TITLE')}
            css={{ display: 'grid', gap: 8, margin: 0, padding: 0 }}
          >
            {items.map((item) => (
              <DnwRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
