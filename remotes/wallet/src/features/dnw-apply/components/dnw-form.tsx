import type { DnwApplyType, SiteDnwInfo } from '@bx/contracts';
import { showAlert, useMe } from '@bx/platform';
import { Button, FormMessage } from '@bx/ui';
import { useState, type FormEvent } from 'react';

import { useAmountLimit, useSiteDnwInfo } from '../../../shared/site-dnw-info';
import { WonAmountField } from '../../../shared/won-amount-field';
import { toPoint, wonText } from '../../../shared/won-amount';
import { useApplyDnwMutation } from '../api/apply-dnw';
import { applyRefusal, type DnwRefusal } from '../utils/dnw-amount';
import { walletText } from '../../../shared/wallet-text';

const WORDS = {
  D: {
    amount: 'DNW_DEPOSIT_AMOUNT',
    apply: 'DNW_DEPOSIT_APPLY',
    confirm: 'DNW_DEPOSIT_CONFIRM',
  },
  W: {
    amount: 'DNW_WITHDRAW_AMOUNT',
    apply: 'DNW_WITHDRAW_APPLY',
    confirm: 'DNW_WITHDRAW_CONFIRM',
  },
} as const;

/** What the alert says once a request is taken: a deposit names the account to send the money to. */
function doneText(type: DnwApplyType, amount: number, site: SiteDnwInfo | undefined): string {
  if (type === 'W') return walletText('DNW_WITHDRAW_DONE');
  const account = site?.depositAccount ?? null;
  if (account === null) return walletText('DNW_DEPOSIT_DONE_ASK');
  return walletText('DNW_DEPOSIT_DONE', { amount: wonText(amount), ...account });
}

const refusalText = (refusal: DnwRefusal) =>
  walletText(refusal.code, refusal.amount === undefined ? {} : { amount: wonText(refusal.amount) });

/**
 * A deposit or withdrawal request: the amount (the phone's numeric keypad, thousands grouped, the quick
 * buttons, bounded by the site's largest single request), checked before anything is sent or asked (the spec's
 * words, the site's minimum, a payout account for a withdrawal), confirmed by the player, then sent. A refusal
 * of the server shows in an alert titled 알림; a request taken clears the amount and says so, a deposit with the
 * account to send the money to.
 */
export function DnwForm({ type }: { type: DnwApplyType }) {
  const words = WORDS[type];
  const me = useMe();
  const site = useSiteDnwInfo().data;
  const limit = useAmountLimit('MONEY', type === 'D' ? 'deposit' : 'withdraw');
  const apply = useApplyDnwMutation();
  const [amount, setAmount] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<DnwRefusal | null>(null);
  const player = { money: me?.money ?? null, hasPayoutAccount: (me?.bankInfo ?? null) !== null };
  // No payout account: nothing to type until one is registered, and the form says why.
  const blocked = type === 'W' && me !== null && !player.hasPayoutAccount;

  const change = (next: number | null) => {
    setAmount(next);
    setRefusal(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = applyRefusal(type, amount, player, site);
    setRefusal(refused);
    if (refused !== null || amount === null) return;
    const confirm = walletText(words.confirm, { amount: wonText(amount) });
    if ((await apply.run({ type, point: toPoint(amount) }, { confirm })) === null) return;
    setAmount(null);
    void showAlert(doneText(type, amount, site));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate css={{ display: 'grid', gap: 10 }}>
      <WonAmountField
        label={walletText(words.amount)}
        value={amount}
        onChange={change}
        limit={limit}
        disabled={blocked}
      />
      {blocked ? (
        <FormMessage tone="bad">{walletText('DNW_WITHDRAW_NEEDS_ACCOUNT')}</FormMessage>
      ) : refusal ? (
        <FormMessage tone="bad">{refusalText(refusal)}</FormMessage>
      ) : null}
      <Button type="submit" disabled={apply.pending || blocked}>
        {walletText(words.apply)}
      </Button>
    </form>
  );
}
