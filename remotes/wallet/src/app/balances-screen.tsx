import type { DnwApplyType } from '@bx/contracts';

import { Screen } from '../shared/screen';
import { visuallyHidden } from '../shared/visually-hidden';

import { DnwPanel, DnwWaiting } from './dnw-panel';
import { walletText } from '../shared/wallet-text';

/**
 * /balances/deposit (입금신청) and /balances/withdraw (출금신청): the request of /dnw's tab alone, as the trade
 * side menu opens it, with my waiting requests and the way to /balances/list.
 */
export function BalancesRequestScreen({ type }: { type: DnwApplyType }) {
  const title = walletText(type === 'D' ? 'TITLE_DEPOSIT' : 'TITLE_WITHDRAW');
  return (
    <Screen label={title}>
      <h1 css={visuallyHidden}>{title}</h1>
      <div
        role="region"
        aria-label={walletText(type === 'D' ? 'DNW_TAB_DEPOSIT' : 'DNW_TAB_WITHDRAW')}
        css={{ display: 'grid', gap: 14 }}
      >
        <DnwPanel type={type} />
      </div>
      <DnwWaiting historyPath="/balances/list" />
    </Screen>
  );
}
