import { useTheme } from '@emotion/react';

import { CopyTraderList } from '../features/copy-traders/components/copy-trader-list';
import { ProfitShareList } from '../features/copy-traders/components/profit-share-list';
import { ShareCapForm } from '../features/copy-traders/components/share-cap-form';
import { FuturesOptionList } from '../features/trading-options/components/futures-option-list';
import { OverseaOptionList } from '../features/trading-options/components/oversea-option-list';
import { TradeOptionList } from '../features/trading-options/components/trade-option-list';
import { Screen } from '../shared/screen';
import { SectionBlock } from '../shared/section-block';
import { adminText } from '../shared/admin-text';

/**
 * /admin/trading: the options of the three trading areas with their switches and terms. The options are shared by
 * every site, so only SUPER operators change them; anyone else's change is refused and the switch stays. Then the
 * site's copy traders: the profit-share caps, each trader's terms and figures, and the profit shares booked.
 */
export function TradingScreen() {
  const theme = useTheme();
  return (
    <Screen label={adminText('OPS_TAB_TRADING')}>
      <p css={{ margin: 0, fontSize: 12, lineHeight: 1.5, color: theme.color.textMuted }}>
        {adminText('OPS_TRADING_HINT')}
      </p>
      <SectionBlock title={adminText('OPS_SECTION_BINARY')}>
        <TradeOptionList />
      </SectionBlock>
      <SectionBlock title={adminText('OPS_SECTION_FUTURES')} hint={adminText('OPS_FUTURES_HINT')}>
        <FuturesOptionList />
      </SectionBlock>
      <SectionBlock title={adminText('OPS_SECTION_OVERSEA')} hint={adminText('OPS_OVERSEA_HINT')}>
        <OverseaOptionList />
      </SectionBlock>
      <SectionBlock title={adminText('OPS_CT_SECTION')} hint={adminText('OPS_CT_HINT')}>
        <ShareCapForm />
        <CopyTraderList />
      </SectionBlock>
      <SectionBlock title={adminText('OPS_CT_SHARES')}>
        <ProfitShareList />
      </SectionBlock>
    </Screen>
  );
}
