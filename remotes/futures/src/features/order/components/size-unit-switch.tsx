import { RadioChips } from '@bx/ui';

import type { SizeUnit } from '../utils/order-draft';
import { futuresText } from '../../../shared/futures-text';

/** USDT (the budget the order may cost) or the coin (BTC): which one the size field is written in. */
export function SizeUnitSwitch({
  coin,
  value,
  onChange,
}: {
  coin: string;
  value: SizeUnit;
  onChange: (unit: SizeUnit) => void;
}) {
  return (
    <RadioChips<SizeUnit>
      label={futuresText('FUT_SIZE_UNIT')}
      chips={[
        { value: 'USDT', label: 'USDT' },
        { value: 'COIN', label: coin },
      ]}
      value={value}
      onChange={onChange}
      size="small"
    />
  );
}
