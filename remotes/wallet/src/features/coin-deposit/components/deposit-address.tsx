import type { CoinAddress } from '@bx/contracts';
import { problemText, queryState } from '@bx/platform';
import { CopyButton, FailurePanel, Loader, cardStyle } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { tagLabelCode } from '../../../shared/tag-label';
import { useCoinAddress } from '../api/get-coin-address';

import { AddressQr } from './address-qr';
import { walletText } from '../../../shared/wallet-text';

/**
 * Where to send a coin to deposit it: the network, my address (copy, QR) and, for the coins that need one, the
 * tag or memo, shown first and with the warning that a deposit without it is lost.
 */
export function DepositAddress({ coin }: { coin: string }) {
  const theme = useTheme();
  const address = useCoinAddress(coin);
  const state = queryState(address);
  return (
    <section aria-label={walletText('DEPOSIT_ADDRESS')} css={cardStyle(theme)}>
      {state.status === 'loading' ? (
        <Loader label={walletText('LIST_LOADING')} />
      ) : state.status === 'failed' ? (
        <FailurePanel message={problemText(address.error)} onRetry={state.retry} />
      ) : (
        <AddressDetails address={state.data} />
      )}
    </section>
  );
}

function AddressDetails({ address }: { address: CoinAddress }) {
  const theme = useTheme();
  const tagLabel = walletText(tagLabelCode(address.coinName));
  const label = { margin: 0, fontSize: 13, color: theme.color.textMuted } as const;
  const value = {
    margin: 0,
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    fontSize: 15,
    fontWeight: 600,
    overflowWrap: 'anywhere',
    userSelect: 'all',
  } as const;
  return (
    <div css={{ display: 'grid', gap: 14 }}>
      {address.tag === null ? null : (
        <div
          data-testid="deposit-tag"
          css={{
            display: 'grid',
            gap: 8,
            padding: 12,
            borderRadius: theme.radius,
            border: `2px solid ${theme.color.danger}`,
            background: `${theme.color.danger}14`,
          }}
        >
          <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
            <p css={{ ...label, color: theme.color.text, fontWeight: 700 }}>{tagLabel}</p>
            <CopyButton value={address.tag} what={tagLabel} />
          </div>
          <p css={{ ...value, fontSize: 22 }}>{address.tag}</p>
          <p role="note" css={{ margin: 0, fontSize: 13, lineHeight: 1.5, color: theme.color.danger }}>
            {walletText('DEPOSIT_TAG_WARNING', { label: tagLabel })}
          </p>
        </div>
      )}
      <dl css={{ display: 'grid', gap: 4, margin: 0 }}>
        <dt css={label}>{walletText('DEPOSIT_NETWORK')}</dt>
        <dd data-testid="deposit-network" css={{ ...value, fontFamily: 'inherit' }}>
          {address.network}
        </dd>
      </dl>
      <AddressQr value={address.address} label={walletText('DEPOSIT_QR', { coin: address.coinName })} />
      <div
        css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 8, alignItems: 'center' }}
      >
        <div css={{ display: 'grid', gap: 4, minWidth: 0 }}>
          <p css={label}>{walletText('DEPOSIT_ADDRESS')}</p>
          <p data-testid="deposit-address" css={value}>
            {address.address}
          </p>
        </div>
        <CopyButton value={address.address} what={walletText('DEPOSIT_ADDRESS')} />
      </div>
      <p css={{ ...label, fontSize: 12, lineHeight: 1.5 }}>
        {walletText('DEPOSIT_NETWORK_NOTE', { network: address.network })}
      </p>
    </div>
  );
}
