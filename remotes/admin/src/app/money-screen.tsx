import { clientText } from '@bx/platform';

import { LedgerAuditPanel } from '../features/ledger-check/components/ledger-audit-panel';
import { DnwRequestList } from '../features/money-requests/components/dnw-request-list';
import { Screen } from '../shared/screen';
import { SectionBlock } from '../shared/section-block';

/** /admin/money: the requests waiting for a decision first, then those recently decided, then the ledger check. */
export function MoneyScreen() {
  return (
    <Screen label={clientText('ADM_TAB_MONEY')}>
      <SectionBlock title={clientText('ADM_MONEY_WAITING')}>
        <DnwRequestList scope="waiting" />
      </SectionBlock>
      <SectionBlock title={clientText('ADM_MONEY_DECIDED')}>
        <DnwRequestList scope="decided" />
      </SectionBlock>
      <SectionBlock title={clientText('ADM_LEDGER')} hint={clientText('ADM_LEDGER_HINT')}>
        <LedgerAuditPanel />
      </SectionBlock>
    </Screen>
  );
}
