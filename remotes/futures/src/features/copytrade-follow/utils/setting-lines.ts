import type { FuturesLeverage } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { stockName } from '@bx/ui';

/** "BTCUSDT 125x 격리" for each picked pair (`pairs`, PERP stocks) the player's settings name, in pair order. */
export function settingLines(pairs: readonly string[], settings: readonly FuturesLeverage[]): string[] {
  return pairs.flatMap((pair) => {
    const setting = settings.find((each) => each.stock === pair);
    if (setting === undefined) return [];
    return [
      clientText('CT_SETTING_LINE', {
        stock: stockName(pair),
        leverage: setting.leverage,
        marginType: clientText(setting.marginType === 'CROSS' ? 'FUT_CROSS' : 'FUT_ISOLATED'),
      }),
    ];
  });
}
