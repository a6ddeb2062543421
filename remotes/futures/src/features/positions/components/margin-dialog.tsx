import type { FuturesPosition } from '@bx/contracts';
import { problemText, toast } from '@bx/platform';
import { BottomSheet, Button, ChoiceChips, FormMessage, NumericInput } from '@bx/ui';
import { useState } from 'react';

import { FUTURES_TOAST } from '../../../shared/futures-toast';
import { usdtText } from '../../../shared/usdt';
import { setMargin } from '../api/set-margin';
import { futuresText } from '../../../shared/futures-text';

/** Add USDT to an isolated position's margin (its liquidation moves away) or take some back. */
export function MarginDialog({ position, onClose }: { position: FuturesPosition; onClose: () => void }) {
  const [type, setType] = useState<'ADD' | 'REMOVE'>('ADD');
  const [amount, setAmount] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = async () => {
    if (amount === null || amount <= 0) return;
    setSending(true);
    setRefusal(null);
    try {
      await setMargin({ futuresPositionId: position.id, amount: amount.toFixed(2), type });
      toast.success(futuresText('FUT_MARGIN_SAVED'), FUTURES_TOAST);
      onClose();
    } catch (cause) {
      setRefusal(problemText(cause));
    } finally {
      setSending(false);
    }
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
      <NumericInput
        label={futuresText('FUT_MARGIN_AMOUNT')}
        value={amount}
        onChange={setAmount}
        decimals={2}
      />
      {refusal ? <FormMessage tone="bad">{refusal}</FormMessage> : null}
      <Button disabled={sending || amount === null || amount <= 0} onClick={() => void save()}>
        {futuresText('FUT_CONFIRM')}
      </Button>
    </BottomSheet>
  );
}
