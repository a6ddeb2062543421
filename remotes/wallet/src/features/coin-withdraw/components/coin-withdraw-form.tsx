import { formatAmount } from '@bx/contracts';
import { showAlert } from '@bx/platform';
import { Button, FormMessage, TextField } from '@bx/ui';
import { useState, type FormEvent } from 'react';

import { CoinAmountField } from '../../../shared/coin-amount-field';
import { hasTag, tagLabelCode } from '../../../shared/tag-label';
import { useCoinAmount } from '../../../shared/use-coin-amount';
import { useApplyCoinWithdrawMutation } from '../api/apply-coin-withdraw';
import { walletText } from '../../../shared/wallet-text';

/**
 * A coin withdrawal to an address (and the tag or memo of the coins that carry one): checked here, confirmed,
 * then sent. It waits for an operator, its amount held meanwhile. `savedAddress`, my own withdrawal address for
 * the coin when one is saved, fills the address until the player types another.
 */
export function CoinWithdrawForm({ coin, savedAddress }: { coin: string; savedAddress: string | null }) {
  const withdraw = useApplyCoinWithdrawMutation();
  const amount = useCoinAmount(coin);
  const [typedAddress, setTypedAddress] = useState<string | null>(null);
  const [tag, setTag] = useState('');
  const address = (typedAddress ?? savedAddress ?? '').trim();
  const tagLabel = walletText(tagLabelCode(coin));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const point = amount.check(address === '' ? 'COIN_WITHDRAW_ADDRESS_EMPTY' : null);
    if (point === null) return;
    const question = walletText('COIN_WITHDRAW_CONFIRM', { amount: formatAmount(point), coin, address });
    const withTag = hasTag(coin) && tag.trim() !== '' ? { tag: tag.trim() } : {};
    const sent = await withdraw.run({ point, walletType: coin, address, ...withTag }, { confirm: question });
    if (sent === null) return;
    void showAlert(walletText('COIN_WITHDRAW_DONE'));
    amount.clear();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate css={{ display: 'grid', gap: 12 }}>
      <TextField
        label={walletText('COIN_WITHDRAW_ADDRESS')}
        value={typedAddress ?? savedAddress ?? ''}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        onChange={(event) => {
          setTypedAddress(event.target.value);
          amount.clearRefusal();
        }}
      />
      {hasTag(coin) ? (
        <TextField
          label={tagLabel}
          value={tag}
          inputMode={coin === 'XRP' ? 'numeric' : 'text'}
          onChange={(event) => setTag(event.target.value)}
        />
      ) : null}
      <CoinAmountField
        wallet={coin}
        label={walletText('COIN_WITHDRAW_AMOUNT', { coin })}
        value={amount.amount}
        onChange={amount.change}
      />
      {amount.refusal ? <FormMessage tone="bad">{amount.refusal}</FormMessage> : null}
      <Button type="submit" disabled={withdraw.pending}>
        {walletText('DNW_WITHDRAW_APPLY')}
      </Button>
    </form>
  );
}
