import { formatAmount } from '@bx/contracts';
import { Button, FormMessage, TextField } from '@bx/ui';
import { useState, type FormEvent } from 'react';

import { CoinAmountField } from '../../../shared/coin-amount-field';
import { hasTag, tagLabelCode } from '../../../shared/tag-label';
import { useCoinAmount } from '../../../shared/use-coin-amount';
import { useConfirmedAction } from '../../../shared/use-confirmed-action';
import { useApplyCoinWithdraw } from '../api/apply-coin-withdraw';
import { walletText } from '../../../shared/wallet-text';

/**
 * A coin withdrawal to an address (and the tag or memo of the coins that carry one): checked here, confirmed,
 * then sent. It waits for an operator, its amount held meanwhile. `savedAddress`, my own withdrawal address for
 * the coin when one is saved, fills the address until the player types another.
 */
export function CoinWithdrawForm({ coin, savedAddress }: { coin: string; savedAddress: string | null }) {
  const withdraw = useApplyCoinWithdraw();
  const amount = useCoinAmount(coin);
  const { busy, run } = useConfirmedAction();
  const [typedAddress, setTypedAddress] = useState<string | null>(null);
  const [tag, setTag] = useState('');
  const address = (typedAddress ?? savedAddress ?? '').trim();
  const tagLabel = walletText(tagLabelCode(coin));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const point = amount.check(address === '' ? 'COIN_WITHDRAW_ADDRESS_EMPTY' : null);
    if (point === null) return;
    const question = walletText('COIN_WITHDRAW_CONFIRM', { amount: formatAmount(point), coin, address });
    const sent = await run(question, async () => {
      const withTag = hasTag(coin) && tag.trim() !== '' ? { tag: tag.trim() } : {};
      await withdraw.mutateAsync({ point, walletType: coin, address, ...withTag });
      return walletText('COIN_WITHDRAW_DONE');
    });
    if (sent) amount.clear();
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
      <Button type="submit" disabled={busy}>
        {walletText('DNW_WITHDRAW_APPLY')}
      </Button>
    </form>
  );
}
