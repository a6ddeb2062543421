import {
  PARTNER_PROFIT_TYPES,
  formatAmount,
  type PartnerProfit,
  type PartnerProfitType,
  formatKstDate,
  formatKstDateTime,
} from '@bx/contracts';
import { pagedRowsState } from '@bx/platform';
import { cardStyle, Chip, ChoiceChips, PagedList } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState } from 'react';

import { LoadState } from '../../../shared/list-state';
import { usePartnerProfits } from '../api/get-partner-profits';
import { PROFIT_TYPE_LABELS } from '../utils/partner-labels';
import { defaultProfitPeriod } from '../utils/profit-period';
import { formatShareRate } from '../utils/share-rate';

import { PeriodFields } from './period-fields';
import { moreText } from '../../../shared/more-text';

const TYPE_CHOICES = ['ALL', ...PARTNER_PROFIT_TYPES] as const;

/**
 * 수익 내역: the partner's own profits or its sub-partners', of one type or both, over a period (the last 30
 * days at first), newest first, a page at a time.
 */
export function ProfitList() {
  const [today] = useState(() => formatKstDate(Date.now()));
  const [isChildren, setIsChildren] = useState(false);
  const [type, setType] = useState<PartnerProfitType | 'ALL'>('ALL');
  const [period, setPeriod] = useState(() => defaultProfitPeriod(Date.now()));
  const profits = usePartnerProfits({ isChildren, type, period });
  const listLabel = moreText('PARTNER_PROFIT_LIST');
  return (
    <div css={{ display: 'grid', gap: 12 }}>
      <ChoiceChips
        label={moreText('PARTNER_PROFIT_WHOSE')}
        items={[
          { id: 'mine', label: moreText('PARTNER_PROFIT_MINE') },
          { id: 'children', label: moreText('PARTNER_PROFIT_CHILDREN') },
        ]}
        selected={isChildren ? 'children' : 'mine'}
        onSelect={(id) => setIsChildren(id === 'children')}
      />
      <ChoiceChips
        label={moreText('PARTNER_PROFIT_TYPE')}
        items={TYPE_CHOICES.map((id) => ({ id, label: moreText(PROFIT_TYPE_LABELS[id]) }))}
        selected={type}
        onSelect={setType}
      />
      <PeriodFields period={period} today={today} onChange={setPeriod} />
      <LoadState
        state={pagedRowsState(profits)}
        error={profits.error}
        empty={moreText('PARTNER_PROFIT_EMPTY')}
      >
        {(rows) => (
          <PagedList
            label={listLabel}
            rows={rows}
            renderRow={(profit) => <ProfitRow key={profit.id} profit={profit} showPartner={isChildren} />}
            query={profits}
            moreLabel={moreText('PARTNER_LIST_MORE')}
          />
        )}
      </LoadState>
    </div>
  );
}

/** One booked share: what and whose it was, the player's result and the rate, what was paid and when. */
function ProfitRow({ profit, showPartner }: { profit: PartnerProfit; showPartner: boolean }) {
  const theme = useTheme();
  return (
    <li css={{ ...cardStyle(theme), gap: 6, listStyle: 'none' }}>
      <div css={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
        <Chip tone="muted">{moreText(PROFIT_TYPE_LABELS[profit.type])}</Chip>
        <strong
          css={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {profit.player}
        </strong>
        <strong css={{ color: theme.color.accent, whiteSpace: 'nowrap' }}>
          {formatAmount(profit.point)} {profit.currency}
        </strong>
      </div>
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          gap: '2px 10px',
          fontSize: 12,
          color: theme.color.textMuted,
        }}
      >
        <span>
          {moreText('PARTNER_PROFIT_BASE')} {formatAmount(profit.base)} · {moreText('PARTNER_PROFIT_RATE')}{' '}
          {formatShareRate(profit.rate)}
        </span>
        <time dateTime={new Date(profit.createdAt).toISOString()}>
          {formatKstDateTime(profit.createdAt).slice(0, 16)}
        </time>
      </div>
      {showPartner ? (
        <small css={{ fontSize: 12, color: theme.color.textMuted }}>
          {moreText('PARTNER_PROFIT_PARTNER', { code: profit.partnerCode })}
        </small>
      ) : null}
    </li>
  );
}
