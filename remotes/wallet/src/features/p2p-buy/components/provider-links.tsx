import { queryState } from '@bx/platform';
import { cardStyle, ListState } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { useP2pProviders } from '../api/get-p2p-providers';
import { providerName } from '../utils/provider-name';
import { walletText } from '../../../shared/wallet-text';

/** The site's payment providers, each opening its own page for me in a new tab, where the payment is made. */
export function ProviderLinks() {
  const theme = useTheme();
  const providers = useP2pProviders();
  return (
    <section aria-labelledby="p2p-providers" css={{ display: 'grid', gap: 8 }}>
      <h2 id="p2p-providers" css={{ margin: 0, fontSize: 15 }}>
        {walletText('P2P_PROVIDERS')}
      </h2>
      <ListState
        list={queryState(providers)}
        error={providers.error}
        empty={walletText('P2P_PROVIDERS_NONE')}
      >
        {(items) => (
          <ul css={{ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
            {items.map((provider) => (
              <li key={provider.code}>
                <a
                  href={provider.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  css={{
                    ...cardStyle(theme),
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: 8,
                    minHeight: 48,
                    padding: '10px 14px',
                    color: theme.color.text,
                    textDecoration: 'none',
                    fontWeight: 600,
                  }}
                >
                  <span css={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {providerName(provider.code, items)}
                  </span>{' '}
                  <span css={{ flex: 'none', fontSize: 13, color: theme.color.accent }}>
                    {walletText('P2P_PROVIDER_OPEN')}
                    <span aria-hidden> ↗</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <p css={{ margin: 0, fontSize: 12, color: theme.color.textMuted }}>
        {walletText('P2P_PROVIDERS_HINT')}
      </p>
    </section>
  );
}
