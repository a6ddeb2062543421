import type { OverseaPosition } from '@bx/contracts';
import { showAlert, toast, useLocalSettings } from '@bx/platform';
import { Button, formatPrice, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState } from 'react';

import { OVERSEA_TOAST } from '../../../shared/oversea-toast';
import { useDeleteTpslMutation } from '../api/delete-tpsl';
import { useSetTpslMutation } from '../api/set-tpsl';
import { initialTicks, MAX_TPSL_TICKS, nextTicksText, readTicks } from '../utils/ticks-input';
import { overseaText } from '../../../shared/oversea-text';

/**
 * Take-profit and stop-loss of one position in ticks from its entry, starting from the position's own or the
 * player's defaults (10 and 10); set sends both (0 clears that side), clear removes both. The prices they
 * fire at are the server's, shown once set.
 */
export function TpslEditor({ position, precision }: { position: OverseaPosition; precision: number }) {
  const theme = useTheme();
  const defaults = useLocalSettings()[0].tpsl;
  const [tp, setTp] = useState(() => initialTicks(position.tpTick, defaults.takeProfit));
  const [sl, setSl] = useState(() => initialTicks(position.slTick, defaults.stopLoss));
  const saving = useSetTpslMutation();
  const clearing = useDeleteTpslMutation();
  const sending = saving.pending || clearing.pending;
  const hasTpsl = position.tpPrice !== null || position.slPrice !== null;

  const tell = (saved: OverseaPosition | null, done: string) => {
    if (saved !== null) toast.success(done, OVERSEA_TOAST);
  };

  const save = async () => {
    const tpTick = readTicks(tp);
    const slTick = readTicks(sl);
    if (tpTick === null || slTick === null) {
      void showAlert(overseaText('OVERSEA_TICKS_INVALID', { max: MAX_TPSL_TICKS.toLocaleString('en-US') }));
      return;
    }
    const saved = await saving.run({
      overseaPositionId: position.id,
      overseaOptionId: position.overseaOptionId,
      tpTick: tpTick || null,
      slTick: slTick || null,
    });
    tell(saved, overseaText('OVERSEA_TPSL_SAVED'));
  };

  const clear = async () => {
    const cleared = await clearing.run({
      id: position.id,
      overseaOptionId: position.overseaOptionId,
      value: 'ALL',
    });
    tell(cleared, overseaText('OVERSEA_TPSL_CLEARED'));
  };

  const ticksField = (label: string, value: string, onChange: (text: string) => void) => (
    <label css={{ display: 'grid', gap: 2, fontSize: 11, color: theme.color.textMuted, minWidth: 0 }}>
      {label}
      <input
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(nextTicksText(value, event.target.value))}
        css={{
          ...tabular,
          width: '100%',
          minHeight: 36,
          boxSizing: 'border-box',
          padding: '0 8px',
          borderRadius: theme.radius,
          border: `1px solid ${theme.color.border}`,
          background: theme.color.background,
          color: theme.color.text,
          fontSize: 14,
        }}
      />
    </label>
  );

  const price = (value: string | null) => (value === null ? '-' : formatPrice(value, precision));
  return (
    <div css={{ display: 'grid', gap: 4 }}>
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr auto auto', gap: 6, alignItems: 'end' }}>
        {ticksField(overseaText('OVERSEA_TP_TICKS'), tp, setTp)}
        {ticksField(overseaText('OVERSEA_SL_TICKS'), sl, setSl)}
        <Button variant="plain" size="small" disabled={sending} onClick={() => void save()}>
          {overseaText('OVERSEA_TPSL_SET')}
        </Button>
        <Button variant="plain" size="small" disabled={sending || !hasTpsl} onClick={() => void clear()}>
          {overseaText('OVERSEA_TPSL_DELETE')}
        </Button>
      </div>
      {hasTpsl ? (
        <span data-testid="oversea-tpsl" css={{ ...tabular, fontSize: 12, color: theme.color.textMuted }}>
          {overseaText('OVERSEA_TPSL_NOW', { tp: price(position.tpPrice), sl: price(position.slPrice) })}
        </span>
      ) : null}
    </div>
  );
}
