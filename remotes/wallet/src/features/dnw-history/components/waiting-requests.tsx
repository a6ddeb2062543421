import { clientText, queryState } from '@bx/platform';
import { ListState } from '@bx/ui';

import { useWaitingDnw } from '../api/get-waiting-dnw';

import { DnwRow } from './dnw-row';

/** My deposits and withdrawals still waiting for the operator, each with its cancel. */
export function WaitingRequests() {
  const waiting = useWaitingDnw();
  return (
    <section aria-label={clientText('DNW_WAITING_TITLE')} css={{ display: 'grid', gap: 8 }}>
      <h2 css={{ margin: 0, fontSize: 15 }}>{clientText('DNW_WAITING_TITLE')}</h2>
      <ListState list={queryState(waiting)} error={waiting.error} empty={clientText('DNW_WAITING_EMPTY')}>
        {(items) => (
          <ul
            aria-label={clientText('DNW_WAITING_TITLE')}
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
