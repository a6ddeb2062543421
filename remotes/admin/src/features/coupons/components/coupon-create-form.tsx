import { formatKstDateTime } from '@bx/contracts';
import type { Asset, LedgerWallet } from '@bx/contracts';
import { Button, ChoiceChips, FormMessage, RadioChips, TextField, walletName } from '@bx/ui';

import { useState, type FormEvent } from 'react';

import { runConfirmed } from '../../../shared/run-confirmed';

import { useCreateCoupon } from '../api/create-coupon';

import {
  COUPON_CURRENCIES,
  COUPON_WALLETS,
  couponAsset,
  couponRequest,
  seoulInputValue,
  type CouponForm,
  type CouponProblems,
} from '../utils/coupon-form';

import { adminText } from '../../../shared/admin-text';

const WEEK_MS = 7 * 24 * 3_600_000;

const fresh = (): CouponForm => ({
  promoCode: '',
  target: { walletType: 'MONEY' },
  point: '',
  maxUses: '100',
  expiresAt: seoulInputValue(Date.now() + WEEK_MS),
});

/**
 * A new code: its name, the wallet it pays into (or a currency whose wallet the player picks), the amount, how
 * many players may use it and until when (Seoul time), confirmed first.
 */
export function CouponCreateForm() {
  const create = useCreateCoupon();
  const [form, setForm] = useState<CouponForm>(fresh);
  const [problems, setProblems] = useState<CouponProblems>({});
  const byWallet = 'walletType' in form.target;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { request, problems: found } = couponRequest(form, Date.now());
    setProblems(found);
    if (request === null) return;
    void runConfirmed(
      adminText('OPS_COUPON_CREATE_CONFIRM', {
        code: request.promoCode,
        amount: `${request.point} ${couponAsset(form.target)}`,
        uses: request.maxUses,
        until: formatKstDateTime(request.expiresAt),
      }),
      () => create.mutateAsync(request),
      () => adminText('OPS_COUPON_CREATED', { code: request.promoCode }),
    ).then((done) => done && setForm(fresh()));
  };

  const problem = (field: keyof CouponProblems) =>
    problems[field] ? <FormMessage tone="bad">{adminText(problems[field])}</FormMessage> : null;

  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 12 }}>
      <TextField
        label={adminText('OPS_PROMO_CODE')}
        value={form.promoCode}
        maxLength={40}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        placeholder="WELCOME-2026"
        aria-invalid={problems.promoCode !== undefined}
        onChange={(event) => setForm({ ...form, promoCode: event.target.value })}
      />
      {problem('promoCode')}
      <RadioChips
        label={adminText('OPS_COUPON_TARGET')}
        chips={[
          { value: 'wallet', label: adminText('OPS_COUPON_BY_WALLET') },
          { value: 'currency', label: adminText('OPS_COUPON_BY_CURRENCY') },
        ]}
        value={byWallet ? 'wallet' : 'currency'}
        onChange={(mode) =>
          setForm({ ...form, target: mode === 'wallet' ? { walletType: 'MONEY' } : { currency: 'KRW' } })
        }
      />
      {'walletType' in form.target ? (
        <ChoiceChips<LedgerWallet>
          label={adminText('OPS_WALLET')}
          items={COUPON_WALLETS.map((wallet) => ({ id: wallet, label: walletName(wallet) }))}
          selected={form.target.walletType}
          onSelect={(walletType) => setForm({ ...form, target: { walletType } })}
        />
      ) : (
        <ChoiceChips<Asset>
          label={adminText('OPS_CURRENCY')}
          items={COUPON_CURRENCIES.map((currency) => ({ id: currency, label: currency }))}
          selected={form.target.currency}
          onSelect={(currency) => setForm({ ...form, target: { currency } })}
        />
      )}
      <div
        css={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
          gap: 8,
          '& input': { minWidth: 0, width: '100%', boxSizing: 'border-box' },
        }}
      >
        <TextField
          label={adminText('OPS_AMOUNT_IN', { currency: couponAsset(form.target) })}
          value={form.point}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={problems.point !== undefined}
          onChange={(event) => setForm({ ...form, point: event.target.value })}
        />
        <TextField
          label={adminText('OPS_MAX_USES')}
          value={form.maxUses}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={problems.maxUses !== undefined}
          onChange={(event) => setForm({ ...form, maxUses: event.target.value })}
        />
      </div>
      {problem('point')}
      {problem('maxUses')}
      <TextField
        label={adminText('OPS_EXPIRES_AT_SEOUL')}
        type="datetime-local"
        value={form.expiresAt}
        aria-invalid={problems.expiresAt !== undefined}
        onChange={(event) => setForm({ ...form, expiresAt: event.target.value })}
      />
      {problem('expiresAt')}
      <Button type="submit" busy={create.isPending}>
        {adminText('OPS_COUPON_CREATE')}
      </Button>
    </form>
  );
}
