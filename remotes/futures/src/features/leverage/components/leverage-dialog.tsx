import type { FuturesLeverage, FuturesOptionDetail } from '@bx/contracts';
import { clientText, problemText } from '@bx/platform';
import { BottomSheet, Button, FormMessage, formatPrice, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState } from 'react';

import { setLeverage } from '../api/set-leverage';
import { bracketCap } from '../utils/bracket-cap';

/**
 * 레버리지 조정: 1..maxLeverage with a slider and -/+ steppers, and the largest position the chosen leverage
 * allows (its bracket's cap). The server's refusal (an open position too large, too little margin) is shown
 * under it in the server's words; the sheet closes once the leverage is set.
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
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The server's cap for the leverage in force; the brackets' for one being chosen.
  const cap = chosen === leverage ? setting.maxNotional : bracketCap(option.brackets, chosen);
  const choose = (value: number) => {
    setChosen(Math.min(option.maxLeverage, Math.max(1, Math.round(value))));
    setRefusal(null);
  };

  const confirm = async () => {
    setSending(true);
    try {
      await setLeverage({ futuresOptionId: option.id, leverage: chosen });
      onClose();
    } catch (cause) {
      setRefusal(problemText(cause));
    } finally {
      setSending(false);
    }
  };

  const stepper = (label: string, text: string, delta: number) => (
    <Button
      variant="plain"
      size="small"
      aria-label={label}
      disabled={sending || chosen + delta < 1 || chosen + delta > option.maxLeverage}
      onClick={() => choose(chosen + delta)}
    >
      {text}
    </Button>
  );

  return (
    <BottomSheet title={clientText('FUT_LEVERAGE_TITLE')} onClose={onClose}>
      <div css={{ display: 'grid', gridTemplateColumns: 'auto 1fr auto', alignItems: 'center', gap: 8 }}>
        {stepper(clientText('FUT_LEVERAGE_LESS'), '−', -1)}
        <output
          data-testid="futures-leverage-chosen"
          css={{ ...tabular, textAlign: 'center', fontSize: 24, fontWeight: 800 }}
        >
          {clientText('FUT_LEVERAGE_X', { n: chosen })}
        </output>
        {stepper(clientText('FUT_LEVERAGE_MORE'), '+', 1)}
      </div>
      <input
        type="range"
        min={1}
        max={option.maxLeverage}
        step={1}
        value={chosen}
        aria-label={clientText('FUT_LEVERAGE')}
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
        {clientText('FUT_MAX_NOTIONAL', { amount: cap === null ? '-' : formatPrice(cap, 0) })}
      </p>
      {refusal ? <FormMessage tone="bad">{refusal}</FormMessage> : null}
      <Button disabled={sending || chosen === leverage} onClick={() => void confirm()}>
        {clientText('FUT_CONFIRM')}
      </Button>
    </BottomSheet>
  );
}
