import { Button } from '@bx/ui';

import { SIZE_PERCENTS } from '../utils/percent-size';
import { futuresText } from '../../../shared/futures-text';

/** 25 / 50 / 75 / 100 % of what the balance opens; each tap writes the size field. */
export function PercentChips({ disabled, onPick }: { disabled: boolean; onPick: (percent: number) => void }) {
  return (
    <div
      role="group"
      aria-label={futuresText('FUT_PERCENT')}
      css={{ display: 'grid', gridTemplateColumns: `repeat(${SIZE_PERCENTS.length}, 1fr)`, gap: 6 }}
    >
      {SIZE_PERCENTS.map((percent) => (
        <Button
          key={percent}
          variant="plain"
          size="small"
          disabled={disabled}
          onClick={() => onPick(percent)}
        >
          {`${percent}%`}
        </Button>
      ))}
    </div>
  );
}
