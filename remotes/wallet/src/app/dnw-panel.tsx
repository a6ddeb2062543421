import type { DnwApplyType } from '@bx/contracts';

import { DepositInfo } from '../features/dnw-apply/components/deposit-info';
import { DnwForm } from '../features/dnw-apply/components/dnw-form';
import { MoneyLine } from '../features/dnw-apply/components/money-line';
import { PayoutInfo } from '../features/dnw-apply/components/payout-info';
import { WaitingRequests } from '../features/dnw-history/components/waiting-requests';
import { AreaLink } from '../shared/area-link';
import { MONEY } from '../shared/coin-units';
import { walletText } from '../shared/wallet-text';

/**
 * A KRW deposit or withdrawal request: my money, where the money goes (the site's account, or my payout
 * account) and the form. /dnw draws it under its tabs, /balances/deposit and /balances/withdraw alone.
 */
export function DnwPanel({ type }: { type: DnwApplyType }) {
  return (
    <>
      <MoneyLine />
      {type === 'D' ? <DepositInfo /> : <PayoutInfo />}
      <DnwForm key={type} type={type} />
    </>
  );
}

/** Under the form: my KRW requests still waiting, to cancel, and the way to all of them. */
export function DnwWaiting({ historyPath }: { historyPath: string }) {
  return (
    <>
      <WaitingRequests wallet={MONEY} />
      <AreaLink to={historyPath}>{walletText('DNW_HISTORY_LINK')}</AreaLink>
    </>
  );
}
