import type { DnwApplyType } from '@bx/contracts';
import { clientText, showAlert, showConfirm, useMe } from '@bx/platform';
import { Button, FormMessage } from '@bx/ui';
import { useState, type FormEvent } from 'react';

import { alertProblem } from '../../../shared/alert-problem';
import { useApplyDnw } from '../api/apply-dnw';
import { WonAmountField } from '../../../shared/won-amount-field';
import { toPoint, wonText } from '../../../shared/won-amount';
import { applyRefusal } from '../utils/dnw-amount';

const WORDS = {
  D: {
    amount: 'DNW_DEPOSIT_AMOUNT',
    apply: 'DNW_DEPOSIT_APPLY',
    confirm: 'DNW_DEPOSIT_CONFIRM',
    done: 'DNW_DEPOSIT_DONE',
  },
  W: {
    amount: 'DNW_WITHDRAW_AMOUNT',
    apply: 'DNW_WITHDRAW_APPLY',
    confirm: 'DNW_WITHDRAW_CONFIRM',
    done: 'DNW_WITHDRAW_DONE',
  },
} as const;

/**
 * A deposit or withdrawal request: the amount (the phone's numeric keypad, thousands grouped, the quick
 * buttons), checked as the spec says before anything is sent, confirmed by the player, then sent. A refusal
 * of the server shows in an alert titled 알림; a request taken clears the amount and says so.
 */
export function DnwForm({ type }: { type: DnwApplyType }) {
  const words = WORDS[type];
  const money = useMe()?.money ?? null;
  const apply = useApplyDnw();
  const [amount, setAmount] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<ReturnType<typeof applyRefusal>>(null);
  // From the tap to the end of the call: a second tap while the confirmation is up asks nothing twice.
  const [busy, setBusy] = useState(false);

  const change = (next: number | null) => {
    setAmount(next);
    setRefusal(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const refused = applyRefusal(type, amount, money);
    setRefusal(refused);
    if (refused !== null || amount === null) return;
    setBusy(true);
    try {
      if (!(await showConfirm(clientText(words.confirm, { amount: wonText(amount) })))) return;
      await apply.mutateAsync({ type, point: toPoint(amount) });
      setAmount(null);
      void showAlert(clientText(words.done));
    } catch (error) {
      alertProblem(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate css={{ display: 'grid', gap: 10 }}>
      <WonAmountField label={clientText(words.amount)} value={amount} onChange={change} />
      {refusal ? <FormMessage tone="bad">{clientText(refusal)}</FormMessage> : null}
      <Button type="submit" disabled={busy}>
        {clientText(words.apply)}
      </Button>
    </form>
  );
}
