import type { FuturesLeverage, FuturesOptionDetail } from '@bx/contracts';
import { BottomSheet, Button, FormMessage, formatPrice, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState } from 'react';

import { useSetLeverageMutation } from '../api/set-leverage';
import { bracketCap } from '../utils/bracket-cap';
import { leverageRisk } from '../utils/leverage-risk';
import { futuresText } from '../../../shared/futures-text';

/**
 * 레버리지 조정: 1..maxLeverage with a slider and -/+ steppers, and the largest position the chosen leverage
 * allows (its bracket's cap); above 50x a warning of how small a move loses the margin. The server's refusal
 * (an open position too large, too little margin) is shown under it in the server's words; the sheet closes once
 * the leverage is set, or at once when 확인 leaves it as it was.
 */
export function LeverageDialog({
  option,
  setting,
  onClose,
}: {
  option: FuturesOptionDetail;
  setting: FuturesLeverage;
  onClose: () => void;
}) {
  const leverage = setting.leverage;
  const theme = useTheme();
  const [chosen, setChosen] = useState(leverage);
  const saving = useSetLeverageMutation({ refusal: 'inline' });
  // The server's cap for the leverage in force; the brackets' for one being chosen.
  const cap = chosen === leverage ? setting.maxNotional : bracketCap(option.brackets, chosen);
  const choose = (value: number) => {
    setChosen(Math.min(option.maxLeverage, Math.max(1, Math.round(value))));
    saving.clearError();
  };

  const risk = leverageRisk(chosen);

  const confirm = async () => {
    // Nothing changed: nothing to ask the server.
    if (chosen === leverage) return onClose();
    if ((await saving.run({ futuresOptionId: option.id, leverage: chosen })) !== null) onClose();
  };

  const stepper = (label: string, text: string, delta: number) => (
    <Button
      variant="plain"
      size="small"
      aria-label={label}
      disabled={saving.pending || chosen + delta < 1 || chosen + delta > option.maxLeverage}
      onClick={() => choose(chosen + delta)}
    >
      {text}
    </Button>
  );

  return (
    <BottomSheet title={futuresText('FUT_LEVERAGE_TITLE')} onClose={onClose}>
      <div css={{ display: 'grid', gridTemplateColumns: 'auto 1fr auto', alignItems: 'center', gap: 8 }}>
        {stepper(futuresText('FUT_LEVERAGE_LESS'), '−', -1)}
        <output
          data-testid="futures-leverage-chosen"
          css={{ ...tabular, textAlign: 'center', fontSize: 24, fontWeight: 800 }}
        >
          {futuresText('FUT_LEVERAGE_X', { n: chosen })}
        </output>
        {stepper(futuresText('FUT_LEVERAGE_MORE'), '+', 1)}
      </div>
      <input
        type="range"
        min={1}
        max={option.maxLeverage}
        step={1}
        value={chosen}
        aria-label={futuresText('FUT_LEVERAGE')}
        onChange={(event) => choose(Number(event.target.value))}
        css={{ width: '100%', accentColor: theme.color.accent }}
      />
      <div
        css={{
          ...tabular,
          display: 'flex',
          justifyContent: 'space-between',
          fontSize: 12,
          color: theme.color.textMuted,
        }}
      >
        <span>1x</span>
        <span>{`${option.maxLeverage}x`}</span>
      </div>
      <p data-testid="futures-max-notional" css={{ ...tabular, margin: 0, fontSize: 13 }}>
        {futuresText('FUT_MAX_NOTIONAL', { amount: cap === null ? '-' : formatPrice(cap, 0) })}
      </p>
      {risk === null ? null : (
        <p
          data-testid="futures-leverage-risk"
          role="note"
          css={{
            margin: 0,
            padding: '8px 10px',
            borderRadius: theme.radius,
            border: `1px solid ${theme.color.danger}`,
            color: theme.color.danger,
            fontSize: 13,
            fontWeight: 600,
          }}
        >
          {futuresText('FUT_LEVERAGE_RISK', risk)}
        </p>
      )}
      {saving.error ? <FormMessage tone="bad">{saving.error}</FormMessage> : null}
      <Button disabled={saving.pending} onClick={() => void confirm()}>
        {futuresText('FUT_CONFIRM')}
      </Button>
    </BottomSheet>
  );
}
