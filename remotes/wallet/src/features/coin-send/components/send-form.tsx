import { formatAmount } from '@bx/contracts';
import { showAlert } from '@bx/platform';
import { Button, FormMessage, TextField } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState, type FormEvent } from 'react';

import { CoinAmountField } from '../../../shared/coin-amount-field';
import { useCoinAmount } from '../../../shared/use-coin-amount';
import { useSendCoinMutation } from '../api/send-coin';
import { walletText } from '../../../shared/wallet-text';

/** A send of the coin to another player by username: checked here, confirmed, then done at once. */
export function SendForm({ coin }: { coin: string }) {
  const theme = useTheme();
  const send = useSendCoinMutation();
  const amount = useCoinAmount(coin);
  const [username, setUsername] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const receiver = username.trim().toLowerCase();
    const point = amount.check(receiver === '' ? 'SEND_USERNAME_EMPTY' : null);
    if (point === null) return;
    const words = { username: receiver, amount: formatAmount(point), coin };
    const sent = await send.run(
      { walletType: coin, point, username: receiver },
      { confirm: walletText('SEND_CONFIRM', words) },
    );
    if (sent === null) return;
    void showAlert(walletText('SEND_DONE', words));
    amount.clear();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate css={{ display: 'grid', gap: 12 }}>
      <TextField
        label={walletText('SEND_USERNAME')}
        value={username}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        onChange={(event) => {
          setUsername(event.target.value);
          amount.clearRefusal();
        }}
      />
      <CoinAmountField
        wallet={coin}
        label={walletText('SEND_AMOUNT', { coin })}
        value={amount.amount}
        onChange={amount.change}
      />
      {amount.refusal ? <FormMessage tone="bad">{amount.refusal}</FormMessage> : null}
      <p css={{ margin: 0, fontSize: 12, color: theme.color.textMuted }}>{walletText('SEND_NOTE')}</p>
      <Button type="submit" disabled={send.pending}>
        {walletText('COIN_TAB_SEND')}
      </Button>
    </form>
  );
}
