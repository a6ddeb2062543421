import { compareDecimal, type DecimalString, type FuturesPosition } from '@bx/contracts';
import { toast } from '@bx/platform';
import { BottomSheet, Button, ChoiceChips, DecimalInput, FormMessage } from '@bx/ui';
import { useState } from 'react';

import { FUTURES_TOAST } from '../../../shared/futures-toast';
import { usdtText } from '../../../shared/usdt';
import { useSetMarginMutation } from '../api/set-margin';
import { futuresText } from '../../../shared/futures-text';

/** Add USDT to an isolated position's margin (its liquidation moves away) or take some back. */
export function MarginDialog({ position, onClose }: { position: FuturesPosition; onClose: () => void }) {
  const [type, setType] = useState<'ADD' | 'REMOVE'>('ADD');
  // The exact amount typed: it goes to the server as written, never through a float.
  const [amount, setAmount] = useState<DecimalString | null>(null);
  const positive = amount !== null && compareDecimal(amount, '0') > 0;
  const saving = useSetMarginMutation({ refusal: 'inline' });

  const save = async () => {
    if (!positive) return;
    if ((await saving.run({ futuresPositionId: position.id, amount, type })) === null) return;
    toast.success(futuresText('FUT_MARGIN_SAVED'), FUTURES_TOAST);
    onClose();
  };

  return (
    <BottomSheet title={futuresText('FUT_MARGIN_TITLE')} onClose={onClose}>
      <p css={{ margin: 0, fontSize: 14 }}>{`${futuresText('FUT_MARGIN')} ${usdtText(position.margin)}`}</p>
      <ChoiceChips
        label={futuresText('FUT_MARGIN_TITLE')}
        items={[
          { id: 'ADD', label: futuresText('FUT_MARGIN_ADD') },
          { id: 'REMOVE', label: futuresText('FUT_MARGIN_REMOVE') },
        ]}
        selected={type}
        onSelect={setType}
      />
      <DecimalInput
        label={futuresText('FUT_MARGIN_AMOUNT')}
        value={amount}
        onChange={setAmount}
        decimals={2}
      />
      {saving.error ? <FormMessage tone="bad">{saving.error}</FormMessage> : null}
      <Button disabled={saving.pending || !positive} onClick={() => void save()}>
        {futuresText('FUT_CONFIRM')}
      </Button>
    </BottomSheet>
  );
}
