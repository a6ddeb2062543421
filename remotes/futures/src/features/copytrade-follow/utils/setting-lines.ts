import type { FuturesLeverage } from '@bx/contracts';
import { stockName } from '@bx/ui';
import { futuresText } from '../../../shared/futures-text';

/** "BTCUSDT 125x 격리" for each picked pair (`pairs`, PERP stocks) the player's settings name, in pair order. */
export function settingLines(pairs: readonly string[], settings: readonly FuturesLeverage[]): string[] {
  return pairs.flatMap((pair) => {
    const setting = settings.find((each) => each.stock === pair);
    if (setting === undefined) return [];
    return [
      futuresText('CT_SETTING_LINE', {
        stock: stockName(pair),
        leverage: setting.leverage,
        marginType: futuresText(setting.marginType === 'CROSS' ? 'FUT_CROSS' : 'FUT_ISOLATED'),
      }),
    ];
  });
}
