import type { FuturesLeverage, FuturesMarginType, FuturesOptionDetail } from '@bx/contracts';
import { useTheme } from '@emotion/react';
import { useState } from 'react';

import { useSetMarginTypeMutation } from '../api/set-margin-type';

import { LeverageDialog } from './leverage-dialog';
import { futuresText } from '../../../shared/futures-text';

/**
 * The player's setting of the contract over the form: 교차 / 격리 (switched at once, refused by the server while
 * a position or an order is open, in its words) and the leverage, which opens the leverage sheet. `setting` is
 * null while it loads and on the visitor view, where both are drawn disabled.
 */
export function LeverageBar({
  option,
  setting,
}: {
  option: FuturesOptionDetail;
  setting: FuturesLeverage | null;
}) {
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const switching = useSetMarginTypeMutation();

  const switchTo = (marginType: FuturesMarginType) => {
    if (setting === null || setting.marginType === marginType) return;
    void switching.run({ futuresOptionId: option.id, marginType });
  };

  const segment = (marginType: FuturesMarginType, label: string) => {
    const checked = setting?.marginType === marginType;
    return (
      <button
        type="button"
        role="radio"
        aria-checked={checked}
        disabled={setting === null || switching.pending}
        onClick={() => switchTo(marginType)}
        css={{
          flex: 1,
          minHeight: 36,
          border: 'none',
          background: checked ? theme.color.accent : 'transparent',
          color: checked ? theme.color.onAccent : theme.color.text,
          fontSize: 13,
          fontWeight: 700,
          cursor: 'pointer',
          ':disabled': { cursor: 'default' },
        }}
      >
        {label}
      </button>
    );
  };

  return (
    <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
      <div
        role="radiogroup"
        aria-label={futuresText('FUT_MARGIN_TYPE')}
        css={{
          display: 'flex',
          borderRadius: theme.radius,
          border: `1px solid ${theme.color.border}`,
          overflow: 'hidden',
          opacity: setting === null ? 0.5 : 1,
        }}
      >
        {segment('CROSS', futuresText('FUT_CROSS'))}
        {segment('ISOLATED', futuresText('FUT_ISOLATED'))}
      </div>
      <button
        type="button"
        data-testid="futures-leverage"
        // Named with what it shows ("레버리지 20x"), so a voice command saying what is seen finds it.
        aria-label={
          setting === null
            ? futuresText('FUT_LEVERAGE')
            : `${futuresText('FUT_LEVERAGE')} ${futuresText('FUT_LEVERAGE_X', { n: setting.leverage })}`
        }
        aria-haspopup="dialog"
        disabled={setting === null}
        onClick={() => setOpen(true)}
        css={{
          minHeight: 36,
          borderRadius: theme.radius,
          border: `1px solid ${theme.color.border}`,
          background: 'transparent',
          color: theme.color.text,
          fontSize: 14,
          fontWeight: 800,
          cursor: 'pointer',
          ':disabled': { opacity: 0.5, cursor: 'default' },
        }}
      >
        {setting === null ? '-' : futuresText('FUT_LEVERAGE_X', { n: setting.leverage })}
      </button>
      {open && setting !== null ? (
        <LeverageDialog option={option} setting={setting} onClose={() => setOpen(false)} />
      ) : null}
    </div>
  );
}
