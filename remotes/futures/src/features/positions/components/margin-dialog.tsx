import { compareDecimal, type DecimalString, type FuturesPosition } from '@bx/contracts';
import { problemText, toast } from '@bx/platform';
import { BottomSheet, Button, ChoiceChips, DecimalInput, FormMessage } from '@bx/ui';
import { useState } from 'react';

import { FUTURES_TOAST } from '../../../shared/futures-toast';
import { usdtText } from '../../../shared/usdt';
import { setMargin } from '../api/set-margin';
import { futuresText } from '../../../shared/futures-text';

/** Add USDT to an isolated position's margin (its liquidation moves away) or take some back. */
export function MarginDialog({ position, onClose }: { position: FuturesPosition; onClose: () => void }) {
  const [type, setType] = useState<'ADD' | 'REMOVE'>('ADD');
  // The exact amount typed: it goes to the server as written, never through a float.
  const [amount, setAmount] = useState<DecimalString | null>(null);
  const positive = amount !== null && compareDecimal(amount, '0') > 0;
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = async () => {
    if (!positive) return;
    setSending(true);
    setRefusal(null);
    try {
      await setMargin({ futuresPositionId: position.id, amount, type });
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
      <DecimalInput
        label={futuresText('FUT_MARGIN_AMOUNT')}
        value={amount}
        onChange={setAmount}
        decimals={2}
      />
      {refusal ? <FormMessage tone="bad">{refusal}</FormMessage> : null}
      <Button disabled={sending || !positive} onClick={() => void save()}>
        {futuresText('FUT_CONFIRM')}
      </Button>
    </BottomSheet>
  );
}
