import type { CopyTrader } from '@bx/contracts';
import { pagedRowsState, toast } from '@bx/platform';
import { Button, FormMessage, ListRow, ListState, PagedList, TextField, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState, type FormEvent } from 'react';

import { adminText } from '../../../shared/admin-text';
import { runConfirmed } from '../../../shared/run-confirmed';
import { useCopyTraders } from '../api/get-copy-traders';
import { useSetTraderTerms } from '../api/set-trader-terms';
import { termsOf } from '../utils/copy-terms';

/**
 * The site's copy traders, newest first: followers against the quota, the balance a follower needs, the profit
 * share, their 30-day ROI and drawdown, the assets under copy and the shares received; the quota and the minimum
 * balance editable.
 */
export function CopyTraderList() {
  const traders = useCopyTraders();
  return (
    <ListState list={pagedRowsState(traders)} error={traders.error} empty={adminText('OPS_CT_TRADERS_EMPTY')}>
      {(rows) => (
        <PagedList
          label={adminText('OPS_CT_TRADERS')}
          rows={rows}
          renderRow={(trader) => <CopyTraderRow key={trader.id} trader={trader} />}
          query={traders}
          moreLabel={adminText('ADM_MORE')}
        />
      )}
    </ListState>
  );
}

function CopyTraderRow({ trader }: { trader: CopyTrader }) {
  const theme = useTheme();
  const month = trader.metrics.find((each) => each.days === 30);
  return (
    <ListRow data-testid="ops-copy-trader" data-trader-id={trader.id}>
      <strong css={{ fontSize: 14 }}>{trader.name}</strong>
      <span css={{ ...tabular, fontSize: 12 }}>
        {adminText('OPS_CT_TRADER_LINE', {
          followers: trader.followerCount,
          max: trader.maxFollowerCount,
          minBalance: trader.minBalance,
          share: trader.profitSharePer,
        })}
      </span>
      <span
        data-testid="ops-copy-trader-figures"
        css={{ ...tabular, fontSize: 12, color: theme.color.textMuted }}
      >
        {adminText('OPS_CT_TRADER_FIGURES', {
          roi: month?.roi ?? '0',
          mdd: month?.maxDrawdown ?? '0',
          auc: trader.assetsUnderCopy,
          shared: trader.profitShared,
        })}
      </span>
      <TermsForm trader={trader} />
    </ListRow>
  );
}

function TermsForm({ trader }: { trader: CopyTrader }) {
  const change = useSetTraderTerms();
  const [maxFollowers, setMaxFollowers] = useState(String(trader.maxFollowerCount));
  const [minBalance, setMinBalance] = useState(trader.minBalance);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const terms = termsOf(
      { maxFollowers, minBalance },
      { maxFollowers: trader.maxFollowerCount, minBalance: trader.minBalance },
    );
    setProblem(terms === null ? adminText('OPS_CT_TERMS_INVALID') : null);
    if (terms === null) return;
    if (Object.keys(terms).length === 0) return void toast.info(adminText('ADM_NOTHING_CHANGED'));
    void runConfirmed(
      null,
      () => change.mutateAsync({ traderId: trader.id, ...terms }),
      () => adminText('ADM_SAVED'),
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      css={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
        gap: 8,
        alignItems: 'end',
        paddingTop: 4,
        '& input': { minWidth: 0, width: '100%', boxSizing: 'border-box' },
      }}
    >
      <TextField
        label={adminText('OPS_CT_MAX_FOLLOWERS')}
        value={maxFollowers}
        inputMode="numeric"
        autoComplete="off"
        onChange={(event) => setMaxFollowers(event.target.value)}
      />
      <TextField
        label={adminText('OPS_CT_MIN_BALANCE')}
        value={minBalance}
        inputMode="decimal"
        autoComplete="off"
        onChange={(event) => setMinBalance(event.target.value)}
      />
      <Button type="submit" variant="plain" busy={change.isPending}>
        {adminText('ADM_SAVE')}
      </Button>
      {problem ? (
        <div css={{ gridColumn: '1 / -1' }}>
          <FormMessage tone="bad">{problem}</FormMessage>
        </div>
      ) : null}
    </form>
  );
}
