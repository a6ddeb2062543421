import {
  compareDecimal,
  formatFixed,
  toUnits,
  type DecimalString,
  type FuturesPosition,
} from '@bx/contracts';
import { toast } from '@bx/platform';
import { BottomSheet, Button, ChoiceChips, DecimalInput, FormMessage } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState } from 'react';

import { FUTURES_TOAST } from '../../../shared/futures-toast';
import { useSetTpslMutation } from '../api/set-tpsl';
import { tpslNotice } from '../utils/tpsl-notice';
import { futuresText } from '../../../shared/futures-text';

/**
 * 익절 / 손절 of one position: a price for each side (empty or 0 clears it) and whether the mark or the last
 * price fires it. Starts from the position's own. The server refuses a price the market has already crossed in
 * its words, which say which side and why, under the form; the toast says what was set and what cleared. 확인
 * sends once while a request is in flight, however often it is tapped.
 */
export function TpslDialog({
  position,
  precision,
  onClose,
}: {
  position: FuturesPosition;
  precision: number;
  onClose: () => void;
}) {
  const theme = useTheme();
  const [takeProfit, setTakeProfit] = useState<DecimalString | null>(position.takeProfit?.price ?? null);
  const [stopLoss, setStopLoss] = useState<DecimalString | null>(position.stopLoss?.price ?? null);
  const [markTp, setMarkTp] = useState(position.takeProfit?.isMark ?? true);
  const [markSl, setMarkSl] = useState(position.stopLoss?.isMark ?? true);
  // A second tap while the request is in flight sends nothing (the mutation runs one at a time).
  const saving = useSetTpslMutation({ refusal: 'inline' });

  const save = async () => {
    // The price exactly as typed, written to the tick's decimals; empty or 0 clears the side.
    const price = (value: DecimalString | null) =>
      value !== null && compareDecimal(value, '0') > 0
        ? formatFixed(toUnits(value, precision, 'truncate'), precision)
        : null;
    const saved = await saving.run({
      futuresPositionId: position.id,
      takeProfit: price(takeProfit),
      stopLoss: price(stopLoss),
      isMarkTp: markTp,
      isMarkSl: markSl,
    });
    if (saved === null) return;
    toast.success(futuresText(tpslNotice(position, saved)), FUTURES_TOAST);
    onClose();
  };

  const side = (
    label: string,
    value: DecimalString | null,
    onChange: (value: DecimalString | null) => void,
    isMark: boolean,
    onMark: (isMark: boolean) => void,
  ) => (
    <div css={{ display: 'grid', gap: 6 }}>
      <DecimalInput label={label} value={value} onChange={onChange} decimals={precision} padDecimals />
      <ChoiceChips
        label={`${label} ${futuresText('FUT_TRIGGER')}`}
        items={[
          { id: 'mark', label: futuresText('FUT_TRIGGER_MARK') },
          { id: 'last', label: futuresText('FUT_TRIGGER_LAST') },
        ]}
        selected={isMark ? 'mark' : 'last'}
        onSelect={(id) => onMark(id === 'mark')}
      />
    </div>
  );

  return (
    <BottomSheet title={futuresText('FUT_TPSL_TITLE')} onClose={onClose}>
      {side(futuresText('FUT_TAKE_PROFIT'), takeProfit, setTakeProfit, markTp, setMarkTp)}
      {side(futuresText('FUT_STOP_LOSS'), stopLoss, setStopLoss, markSl, setMarkSl)}
      <p css={{ margin: 0, fontSize: 12, color: theme.color.textMuted }}>{futuresText('FUT_TPSL_HINT')}</p>
      {saving.error ? <FormMessage tone="bad">{saving.error}</FormMessage> : null}
      <Button disabled={saving.pending} onClick={() => void save()}>
        {futuresText('FUT_CONFIRM')}
      </Button>
    </BottomSheet>
  );
}
