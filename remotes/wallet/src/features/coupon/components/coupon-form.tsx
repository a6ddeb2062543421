import { showAlert } from '@bx/platform';
import { Button, cardStyle, FormMessage, SelectField, TextField, walletName } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState, type FormEvent } from 'react';

import { walletAmountText } from '../../../shared/wallet-amount';
import { useRedeemCouponMutation } from '../api/redeem-coupon';
import { couponCodeRefusal, normalizeCouponCode } from '../utils/coupon-code';
import { walletText } from '../../../shared/wallet-text';

/**
 * A promotion code to redeem (the operators hand them out): the code and the wallet to receive into, checked
 * here, then sent. What it paid shows in an alert and in the balances at once (the server pushes the wallet; the
 * wallets are asked for again too); a refusal of the server (unknown, expired, used, another wallet's, naming
 * the wallets that take it) shows in the alert titled 알림.
 */
export function CouponForm({ wallets }: { wallets: readonly string[] }) {
  const theme = useTheme();
  const redeem = useRedeemCouponMutation();
  const [code, setCode] = useState('');
  const [wallet, setWallet] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const chosen = wallet ?? wallets[0] ?? 'MONEY';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const promoCode = normalizeCouponCode(code);
    const refused = couponCodeRefusal(promoCode);
    setRefusal(refused === null ? null : walletText(refused));
    if (refused !== null) return;
    const granted = await redeem.run({ promoCode, walletType: chosen });
    if (granted === null) return;
    void showAlert(
      walletText('COUPON_DONE', {
        wallet: walletName(granted.wallet),
        amount: walletAmountText(granted.wallet, granted.point),
      }),
    );
    setCode('');
  };

  return (
    <section aria-label={walletText('COUPON_TITLE')} css={cardStyle(theme)}>
      <h2 css={{ margin: 0, fontSize: 14, fontWeight: 500, color: theme.color.textMuted }}>
        {walletText('COUPON_TITLE')}
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate css={{ display: 'grid', gap: 10 }}>
        <TextField
          label={walletText('COUPON_CODE')}
          value={code}
          maxLength={60}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => {
            setCode(event.target.value);
            setRefusal(null);
          }}
        />
        <SelectField
          label={walletText('COUPON_WALLET')}
          value={chosen}
          options={wallets.map((id) => ({ value: id, label: walletName(id) }))}
          onChange={setWallet}
        />
        {refusal ? <FormMessage tone="bad">{refusal}</FormMessage> : null}
        <p css={{ margin: 0, fontSize: 12, color: theme.color.textMuted }}>{walletText('COUPON_NOTE')}</p>
        <Button type="submit" disabled={redeem.pending}>
          {walletText('COUPON_SUBMIT')}
        </Button>
      </form>
    </section>
  );
}
