import { LedgerAuditPanel } from '../features/ledger-check/components/ledger-audit-panel';
import { DnwRequestList } from '../features/money-requests/components/dnw-request-list';
import { Screen } from '../shared/screen';
import { SectionBlock } from '../shared/section-block';
import { adminText } from '../shared/admin-text';

/** /admin/money: the requests waiting for a decision first, then those recently decided, then the ledger check. */
export function MoneyScreen() {
  return (
    <Screen label={adminText('ADM_TAB_MONEY')}>
      <SectionBlock title={adminText('ADM_MONEY_WAITING')}>
        <DnwRequestList scope="waiting" />
      </SectionBlock>
      <SectionBlock title={adminText('ADM_MONEY_DECIDED')}>
        <DnwRequestList scope="decided" />
      </SectionBlock>
      <SectionBlock title={adminText('ADM_LEDGER')} hint={adminText('ADM_LEDGER_HINT')}>
        <LedgerAuditPanel />
      </SectionBlock>
    </Screen>
  );
}
