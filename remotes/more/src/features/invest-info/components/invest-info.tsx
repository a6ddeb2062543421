import { queryState } from '@bx/platform';
import { Card, TabBar, HtmlContent } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useSearchParams } from 'react-router-dom';

import { formatDay } from '../../../shared/format-date';
import { LoadState } from '../../../shared/list-state';
import { Screen } from '../../../shared/screen';
import { useInvestItems, type InvestKind } from '../api/get-invest-items';
import { moreText } from '../../../shared/more-text';

const TABS = [
  { id: 'strategy', label: 'INVEST_STRATEGY' },
  { id: 'promotion', label: 'INVEST_PROMOTION' },
] as const;

/** /support/invest_info: strategy and promotion content as cards; the tab is kept in the address (?tab=). */
export function InvestInfo() {
  const theme = useTheme();
  const [params, setParams] = useSearchParams();
  const kind: InvestKind = params.get('tab') === 'promotion' ? 'promotion' : 'strategy';
  const items = useInvestItems(kind);
  return (
    <Screen>
      <TabBar
        items={TABS.map((tab) => ({ id: tab.id, label: moreText(tab.label) }))}
        selected={kind}
        onSelect={(id) => setParams({ tab: id }, { replace: true })}
      />
      <LoadState
        state={queryState(items)}
        error={items.error}
        empty={moreText('INVEST_EMPTY')}
        isEmpty={(page) => page.content.length === 0}
      >
        {(page) =>
          page.content.map((item) => (
            <Card key={item.id} label={item.title}>
              <header css={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
                <strong css={{ flex: 1, fontSize: 16 }}>{item.title}</strong>
                <small css={{ color: theme.color.textMuted }}>{formatDay(item.createdAt)}</small>
              </header>
              <HtmlContent html={item.content} />
            </Card>
          ))
        }
      </LoadState>
    </Screen>
  );
}
