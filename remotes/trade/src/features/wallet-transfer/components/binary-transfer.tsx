import { formatAmount, WALLET_TYPES, type WalletType } from '@bx/contracts';
import { toast, useMe } from '@bx/platform';
import { Button, FormMessage, NumericInput, useEscapeKey, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useCallback, useState } from 'react';

import { TRADE_TOAST } from '../../../shared/toast-options';
import { useConvertWalletMutation } from '../api/convert-wallet';
import { transferProblem } from '../utils/transfer-problem';
import { tradeText } from '../../../shared/trade-text';

const TO: WalletType = 'BINARY';

/**
 * A small "move to BINARY" button for beside the balance; it opens a sheet that moves an amount from the coin
 * wallet of the BINARY wallet's currency (USDT) into BINARY, showing what that wallet holds.
 */
export function BinaryTransfer() {
  const theme = useTheme();
  const me = useMe();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { run, pending, error, clearError } = useConvertWalletMutation({ refusal: 'inline' });
  const close = useCallback(() => {
    setOpen(false);
    setAmount(null);
    setProblem(null);
    clearError();
  }, [clearError]);
  useEscapeKey(open, close);

  const binary = me?.wallet[TO];
  const from = binary?.currency as WalletType | undefined;
  if (!me || !binary || from === undefined || !(WALLET_TYPES as readonly string[]).includes(from))
    return null;
  const available = me.wallet[from]?.point ?? null;

  const submit = async () => {
    const refused = transferProblem(amount, available);
    setProblem(
      refused === 'empty'
        ? tradeText('TRANSFER_EMPTY')
        : refused === 'over'
          ? tradeText('TRANSFER_OVER', { from })
          : null,
    );
    if (refused !== null || amount === null) return;
    const moved = await run({ fromCoin: from, toCoin: TO, point: String(amount) });
    if (moved === null) return;
    toast.success(
      tradeText('TRANSFER_DONE', { amount: `${formatAmount(String(amount))} ${from}`, to: TO }),
      TRADE_TOAST,
    );
    close();
  };

  const message = problem ?? error;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        css={{
          minHeight: 32,
          padding: '0 12px',
          border: `1px solid ${theme.color.accent}`,
          borderRadius: 999,
          background: 'transparent',
          color: theme.color.accent,
          fontSize: 13,
          fontWeight: 700,
          whiteSpace: 'nowrap',
          cursor: 'pointer',
        }}
      >
        {tradeText('TRANSFER_OPEN')}
      </button>
      {open ? (
        <div
          css={{
            position: 'fixed',
            inset: 0,
            zIndex: 50,
            background: '#000a',
            display: 'flex',
            alignItems: 'flex-end',
          }}
          onClick={(event) => event.target === event.currentTarget && close()}
        >
          <section
            role="dialog"
            aria-modal="true"
            aria-label={tradeText('TRANSFER_TITLE', { to: TO })}
            css={{
              width: '100%',
              display: 'grid',
              gap: 12,
              padding: '16px 16px calc(16px + env(safe-area-inset-bottom))',
              borderRadius: `${theme.radius} ${theme.radius} 0 0`,
              background: theme.color.surface,
              borderTop: `1px solid ${theme.color.border}`,
            }}
          >
            <h2 css={{ margin: 0, fontSize: 17, fontWeight: 700 }}>
              {tradeText('TRANSFER_TITLE', { to: TO })}
            </h2>
            <div
              css={{
                ...tabular,
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: 8,
                fontSize: 14,
              }}
            >
              <span css={{ color: theme.color.textMuted }}>{tradeText('TRANSFER_AVAILABLE', { from })}</span>
              <span css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                <strong>{available === null ? '-' : `${formatAmount(available)} ${from}`}</strong>
                <button
                  type="button"
                  disabled={available === null}
                  onClick={() => {
                    setAmount(Math.floor(Number(available)));
                    setProblem(null);
                  }}
                  css={{
                    minHeight: 32,
                    padding: '0 10px',
                    border: `1px solid ${theme.color.border}`,
                    borderRadius: theme.radius,
                    background: theme.color.surfaceRaised,
                    color: theme.color.text,
                    fontSize: 13,
                    fontWeight: 600,
                    cursor: 'pointer',
                  }}
                >
                  {tradeText('TRANSFER_ALL')}
                </button>
              </span>
            </div>
            <NumericInput
              label={tradeText('TRANSFER_AMOUNT', { currency: from })}
              value={amount}
              min={0}
              onChange={(next) => {
                setAmount(next);
                setProblem(null);
              }}
            />
            {message ? <FormMessage tone="bad">{message}</FormMessage> : null}
            <div css={{ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: 8 }}>
              <Button variant="plain" onClick={close}>
                {tradeText('CANCEL')}
              </Button>
              <Button disabled={pending} onClick={() => void submit()}>
                {tradeText('TRANSFER_SUBMIT')}
              </Button>
            </div>
          </section>
        </div>
      ) : null}
    </>
  );
}
