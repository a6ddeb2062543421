import type { DnwApplyType } from '@bx/contracts';
import { TabBar } from '@bx/ui';
import { useSearchParams } from 'react-router-dom';

import { Screen } from '../shared/screen';
import { visuallyHidden } from '../shared/visually-hidden';

import { DnwPanel, DnwWaiting } from './dnw-panel';
import { walletText } from '../shared/wallet-text';

const TABS = [
  { id: 'deposit', type: 'D', label: 'DNW_TAB_DEPOSIT' },
  { id: 'withdraw', type: 'W', label: 'DNW_TAB_WITHDRAW' },
] as const satisfies readonly { id: string; type: DnwApplyType; label: string }[];

/**
 * /dnw (입출금): the deposit and withdraw tabs, each with my money, where the money goes, the amount and its
 * request; under them my requests still waiting, to cancel. The tab lives in the address (?tab=withdraw), so
 * a reload or the way back keeps it.
 */
export function DnwScreen() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((candidate) => candidate.id === params.get('tab')) ?? TABS[0];
  return (
    <Screen label={walletText('TITLE_DNW')}>
      <h1 css={visuallyHidden}>{walletText('TITLE_DNW')}</h1>
      <TabBar
        items={TABS.map(({ id, label }) => ({ id, label: walletText(label) }))}
        selected={tab.id}
        onSelect={(id) => setParams(id === TABS[0].id ? {} : { tab: id }, { replace: true })}
      />
      <div role="tabpanel" aria-label={walletText(tab.label)} css={{ display: 'grid', gap: 14 }}>
        <DnwPanel type={tab.type} />
      </div>
      <DnwWaiting historyPath="/wallet/dnw_history" />
    </Screen>
  );
}
