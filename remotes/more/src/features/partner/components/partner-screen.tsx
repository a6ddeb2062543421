import type { Partner } from '@bx/contracts';
import { queryState, useMe } from '@bx/platform';
import { TabBar } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useSearchParams } from 'react-router-dom';

import { LoadState } from '../../../shared/list-state';
import { Screen } from '../../../shared/screen';
import { useMyPartner } from '../api/get-partner';

import { PartnerSummary } from './partner-summary';
import { PlayerList } from './player-list';
import { ProfitList } from './profit-list';
import { SubPartnerList } from './sub-partner-list';
import { moreText } from '../../../shared/more-text';

const TABS = ['profits', 'children', 'players'] as const;
type Tab = (typeof TABS)[number];

const TAB_LABELS = {
  profits: 'PARTNER_TAB_PROFITS',
  children: 'PARTNER_TAB_CHILDREN',
  players: 'PARTNER_TAB_PLAYERS',
} as const;

/** The tab the address names (?tab=children), so a reload or the back arrow keeps it; profits otherwise. */
function tabOf(params: URLSearchParams): Tab {
  return TABS.find((tab) => tab === params.get('tab')) ?? 'profits';
}

/**
 * /more/partner: the partner's card (code, rate, level, counts, referral link) over three tabs: its profits,
 * its sub-partners and the players it referred. Other accounts are told the page is for partners.
 */
export function PartnerScreen() {
  const theme = useTheme();
  const me = useMe();
  if (me !== null && me.role !== 'PARTNER') {
    return (
      <Screen>
        <p css={{ margin: 0, padding: '32px 16px', textAlign: 'center', color: theme.color.textMuted }}>
          {moreText('PARTNER_ONLY')}
        </p>
      </Screen>
    );
  }
  return <PartnerPage />;
}

function PartnerPage() {
  const partner = useMyPartner();
  return (
    <Screen label={moreText('TITLE_PARTNER')}>
      <LoadState state={queryState(partner)} error={partner.error}>
        {(mine: Partner) => (
          <>
            <PartnerSummary partner={mine} />
            <PartnerTabs partner={mine} />
          </>
        )}
      </LoadState>
    </Screen>
  );
}

function PartnerTabs({ partner }: { partner: Partner }) {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  return (
    <>
      <TabBar
        items={TABS.map((id) => ({ id, label: moreText(TAB_LABELS[id]) }))}
        selected={tab}
        onSelect={(id) => setParams(id === 'profits' ? {} : { tab: id }, { replace: true })}
      />
      <div role="tabpanel" aria-label={moreText(TAB_LABELS[tab])}>
        {tab === 'profits' ? <ProfitList /> : null}
        {tab === 'children' ? <SubPartnerList parent={partner} /> : null}
        {tab === 'players' ? <PlayerList /> : null}
      </div>
    </>
  );
}
