import { formatKstDateTime } from '@bx/contracts';
import type { P2pHistory } from '@bx/contracts';
import { problemText } from '@bx/platform';

import { cardStyle, DnwRowHeading, FailurePanel, Loader, tabular } from '@bx/ui';

import { useTheme } from '@emotion/react';

import type { ReactNode } from 'react';

import { walletAmountText } from '../../../shared/wallet-amount';

import { useLatestP2p } from '../api/get-latest-p2p';

import { useP2pProviders } from '../api/get-p2p-providers';

import { providerName } from '../utils/provider-name';

import { walletText } from '../../../shared/wallet-text';

/**
 * My latest P2P request: where it stands (waiting, done, rejected), how much, through which provider and when.
 * It moves with an operator's decision: the approval's balance push refreshes it, and while it waits it is
 * asked for again now and then.
 */
export function LatestP2pCard() {
  const theme = useTheme();
  const latest = useLatestP2p();
  const providers = useP2pProviders();
  const label = walletText('P2P_LATEST');
  let body: ReactNode;
  if (latest.data === undefined) {
    body =
      latest.isError && !latest.isFetching ? (
        <FailurePanel message={problemText(latest.error)} onRetry={() => void latest.refetch()} />
      ) : (
        <Loader label={walletText('LIST_LOADING')} />
      );
  } else if (latest.data === null) {
    body = (
      <p css={{ margin: 0, fontSize: 14, color: theme.color.textMuted }}>{walletText('P2P_LATEST_NONE')}</p>
    );
  } else {
    body = <LatestRequest item={latest.data} provider={providerName(latest.data.provider, providers.data)} />;
  }
  return (
    <section aria-label={label} data-testid="p2p-latest" css={cardStyle(theme)}>
      <h2 css={{ margin: 0, fontSize: 13, fontWeight: 600, color: theme.color.textMuted }}>{label}</h2>
      {body}
    </section>
  );
}

function LatestRequest({ item, provider }: { item: P2pHistory; provider: string }) {
  const theme = useTheme();
  const rows: [string, ReactNode][] = [
    [walletText('P2P_PROVIDER'), provider],
    [
      walletText('DNW_REQUESTED_AT'),
      <time dateTime={new Date(item.createdAt).toISOString()}>{formatKstDateTime(item.createdAt)}</time>,
    ],
  ];
  if (item.processedAt !== null) {
    rows.push([
      walletText('DNW_PROCESSED_AT'),
      <time dateTime={new Date(item.processedAt).toISOString()}>{formatKstDateTime(item.processedAt)}</time>,
    ]);
  }
  return (
    <>
      <DnwRowHeading item={item} amount={walletAmountText(item.wallet, item.point)} />
      <dl
        css={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          gap: '4px 12px',
          margin: 0,
          fontSize: 13,
        }}
      >
        {rows.map(([term, value]) => (
          <div key={term} css={{ display: 'contents' }}>
            <dt css={{ color: theme.color.textMuted }}>{term}</dt>
            <dd css={{ ...tabular, margin: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
