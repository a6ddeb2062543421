import { showAlert } from '@bx/platform';
import { Button, ChoiceChips, FormMessage, PhoneInput, TextField } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState, type FormEvent } from 'react';

import { useAmountLimit } from '../../../shared/site-dnw-info';
import { WonAmountField } from '../../../shared/won-amount-field';
import { wonText } from '../../../shared/won-amount';
import { useBuyP2pMutation } from '../api/buy-p2p';
import { useP2pProviders } from '../api/get-p2p-providers';
import { providerName } from '../utils/provider-name';
import { EMPTY_P2P_DRAFT, p2pBuyRequest, p2pRefusal, type P2pDraft } from '../utils/p2p-request';

import { ReceiptField } from './receipt-field';
import { walletText, type WalletTextCode } from '../../../shared/wallet-text';

/**
 * A P2P buy: the payer's name and phone, the amount in won (the keypad and quick buttons of /dnw), the provider
 * paid through and, optionally, the receipt. Checked before anything is sent, confirmed by the player, then
 * sent; a request taken clears the form and says so, a refusal of the server shows in the alert titled 알림.
 */
export function P2pBuyForm() {
  const theme = useTheme();
  const providers = useP2pProviders();
  const buy = useBuyP2pMutation();
  const depositLimit = useAmountLimit('MONEY', 'deposit');
  const [draft, setDraft] = useState<P2pDraft>(EMPTY_P2P_DRAFT);
  const [refusal, setRefusal] = useState<WalletTextCode | null>(null);
  const [uploading, setUploading] = useState(false);
  // A new receipt field after a request is taken: its picked file and messages go with the old one.
  const [sent, setSent] = useState(0);

  const change = (next: Partial<P2pDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setRefusal(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = p2pRefusal(draft);
    setRefusal(refused);
    if (refused !== null || draft.amount === null || draft.provider === null) return;
    const checked = { ...draft, amount: draft.amount, provider: draft.provider };
    const confirm = walletText('P2P_CONFIRM', {
      amount: wonText(checked.amount),
      provider: providerName(checked.provider),
    });
    if ((await buy.run(p2pBuyRequest(checked), { confirm })) === null) return;
    setDraft(EMPTY_P2P_DRAFT);
    setSent((count) => count + 1);
    void showAlert(walletText('P2P_DONE'));
  };

  return (
    <form
      aria-label={walletText('P2P_BUY_TITLE')}
      onSubmit={(event) => void submit(event)}
      noValidate
      css={{ display: 'grid', gap: 12 }}
    >
      <h2 css={{ margin: 0, fontSize: 15 }}>{walletText('P2P_BUY_TITLE')}</h2>
      <TextField
        label={walletText('P2P_NAME')}
        value={draft.name}
        maxLength={40}
        autoComplete="name"
        onChange={(event) => change({ name: event.target.value })}
      />
      <PhoneInput
        label={walletText('P2P_PHONE')}
        value={draft.phone}
        onChange={(phone) => change({ phone })}
      />
      <WonAmountField
        label={walletText('P2P_AMOUNT')}
        value={draft.amount}
        onChange={(amount) => change({ amount })}
        limit={depositLimit}
      />
      <div css={{ display: 'grid', gap: 6 }}>
        <span aria-hidden css={{ fontSize: 14, color: theme.color.textMuted }}>
          {walletText('P2P_PROVIDER')}
        </span>
        <ChoiceChips
          label={walletText('P2P_PROVIDER')}
          items={(providers.data ?? []).map(({ code }) => ({
            id: code,
            label: providerName(code, providers.data),
          }))}
          selected={draft.provider}
          onSelect={(provider) => change({ provider })}
        />
      </div>
      <ReceiptField key={sent} onChange={(fileId) => change({ fileId })} onBusy={setUploading} />
      {refusal ? <FormMessage tone="bad">{walletText(refusal)}</FormMessage> : null}
      <Button type="submit" disabled={buy.pending || uploading}>
        {walletText('P2P_SUBMIT')}
      </Button>
    </form>
  );
}
