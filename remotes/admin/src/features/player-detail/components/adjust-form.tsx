import { ASSET_SCALES, WALLET_ASSETS, type AdminPlayerDetail, type LedgerWallet } from '@bx/contracts';
import { ApiError } from '@bx/platform';
import { Button, ChoiceChips, FormMessage, RadioChips, TextField, walletName } from '@bx/ui';
import { useRef, useState, type FormEvent } from 'react';

import { runConfirmed } from '../../../shared/run-confirmed';
import { useAdjustPlayer } from '../api/adjust-player';
import {
  ADJUST_WALLETS,
  adjustProblems,
  amountOf,
  newIdempotencyKey,
  REASON_MAX,
  type AdjustForm,
} from '../utils/adjust-form';
import { adminText } from '../../../shared/admin-text';

type AdjustType = 'PB' | 'PM';

const EMPTY: AdjustForm = { walletType: 'MONEY', point: '', reason: '' };

/**
 * 보너스 지급 / 차감: a wallet, an amount (checked against the wallet's decimals) and the reason the player reads,
 * confirmed first. The Idempotency-Key is made once for what the form holds: a double tap, or a retry after the
 * answer was lost, sends the same key and is booked once; a refusal or a success starts a new one.
 */
export function AdjustPlayerForm({ player }: { player: AdminPlayerDetail }) {
  const adjust = useAdjustPlayer();
  const [type, setType] = useState<AdjustType>('PB');
  const [form, setForm] = useState<AdjustForm>(EMPTY);
  const [problems, setProblems] = useState<ReturnType<typeof adjustProblems>>({});
  const key = useRef<{ of: string; key: string } | null>(null);

  const keyFor = (sent: string) => {
    if (key.current?.of !== sent) key.current = { of: sent, key: newIdempotencyKey() };
    return key.current.key;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = adjustProblems(form);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      playerId: player.id,
      type,
      walletType: form.walletType,
      point: amountOf(form.point),
      reason: form.reason.trim(),
    };
    const idempotencyKey = keyFor(JSON.stringify(body));
    const amount = `${body.point} ${walletName(form.walletType)}`;
    void runConfirmed(
      adminText(type === 'PB' ? 'OPS_GRANT_CONFIRM' : 'OPS_DEDUCT_CONFIRM', {
        name: player.username,
        amount,
        reason: body.reason,
      }),
      async () => {
        try {
          return await adjust.mutateAsync({ ...body, idempotencyKey });
        } catch (error) {
          // A refusal (4xx) booked nothing under this key, so the next try may use a new one. A 5xx, a gateway
          // timeout or a lost answer may have come after the booking: the retry keeps the key and books once.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) key.current = null;
          throw error;
        }
      },
      () => adminText(type === 'PB' ? 'OPS_GRANTED' : 'OPS_DEDUCTED', { amount }),
    ).then((done) => {
      if (!done) return;
      key.current = null;
      setForm({ ...EMPTY, walletType: form.walletType });
    });
  };

  const scale = ASSET_SCALES[WALLET_ASSETS[form.walletType]];
  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 12 }}>
      <RadioChips
        label={adminText('OPS_ADJUST_TYPE')}
        chips={[
          { value: 'PB', label: adminText('OPS_GRANT') },
          { value: 'PM', label: adminText('OPS_DEDUCT') },
        ]}
        value={type}
        onChange={setType}
      />
      <ChoiceChips<LedgerWallet>
        label={adminText('OPS_WALLET')}
        items={ADJUST_WALLETS.map((wallet) => ({ id: wallet, label: walletName(wallet) }))}
        selected={form.walletType}
        onSelect={(walletType) => setForm({ ...form, walletType })}
      />
      <TextField
        label={adminText('OPS_AMOUNT_IN', { currency: WALLET_ASSETS[form.walletType] })}
        value={form.point}
        inputMode={scale === 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        aria-invalid={problems.point !== undefined}
        onChange={(event) => setForm({ ...form, point: event.target.value })}
      />
      {problems.point ? <FormMessage tone="bad">{adminText(problems.point, { scale })}</FormMessage> : null}
      <TextField
        label={adminText('OPS_REASON')}
        value={form.reason}
        maxLength={REASON_MAX}
        autoComplete="off"
        placeholder={adminText('OPS_REASON_HINT')}
        aria-invalid={problems.reason !== undefined}
        onChange={(event) => setForm({ ...form, reason: event.target.value })}
      />
      {problems.reason ? <FormMessage tone="bad">{adminText(problems.reason)}</FormMessage> : null}
      <Button type="submit" busy={adjust.isPending}>
        {adminText(type === 'PB' ? 'OPS_GRANT' : 'OPS_DEDUCT')}
      </Button>
    </form>
  );
}
