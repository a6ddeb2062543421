import { problemText } from '@bx/platform';
import { Button, cardStyle, FormMessage, Loader, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { useLedgerAudit } from '../api/get-ledger-audit';
import { isSound, unbalancedAssets } from '../utils/ledger-findings';
import { adminText } from '../../../shared/admin-text';

/**
 * The ledger check: whether every asset's accounts still sum to zero across the platform and whether any of
 * this site's accounts drifted from its transfers, with the figures, and 다시 점검 to ask again.
 */
export function LedgerAuditPanel() {
  const theme = useTheme();
  const audit = useLedgerAudit();
  if (audit.isPending) return <Loader />;
  if (audit.isError) return <FormMessage tone="bad">{problemText(audit.error)}</FormMessage>;
  const sound = isSound(audit.data);
  const unbalanced = unbalancedAssets(audit.data);
  return (
    <article aria-label={adminText('ADM_LEDGER')} css={{ ...cardStyle(theme), display: 'grid', gap: 8 }}>
      <FormMessage tone={sound ? 'good' : 'bad'}>
        {adminText(sound ? 'ADM_LEDGER_SOUND' : 'ADM_LEDGER_UNSOUND', {
          assets: unbalanced.join(', '),
          accounts: audit.data.drifted.length,
        })}
      </FormMessage>
      <dl
        css={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px', fontSize: 13 }}
      >
        {audit.data.totals.map((total) => (
          <div key={total.asset} css={{ display: 'contents' }}>
            <dt css={{ color: theme.color.textMuted }}>{total.asset}</dt>
            <dd css={[{ margin: 0, textAlign: 'right' }, tabular]}>{total.total}</dd>
          </div>
        ))}
      </dl>
      {audit.data.drifted.map((account) => (
        <p key={account.id} css={{ margin: 0, fontSize: 13 }}>
          {adminText('ADM_LEDGER_DRIFTED', {
            id: account.id,
            cached: account.cached,
            rebuilt: account.rebuilt,
          })}
        </p>
      ))}
      <Button variant="plain" size="small" busy={audit.isFetching} onClick={() => void audit.refetch()}>
        {adminText('ADM_LEDGER_RECHECK')}
      </Button>
    </article>
  );
}
