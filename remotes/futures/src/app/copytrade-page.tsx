import type { CopyTrader } from '@bx/contracts';
import { ApiError, problemText, queryState } from '@bx/platform';
import { FailurePanel, Loader, visuallyHidden } from '@bx/ui';
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { useTrader } from '../features/copytrade-traders/api/get-trader';
import { futuresText } from '../shared/futures-text';

/**
 * A copy trading screen's body under the host's title header, which names it: the same name as the page's
 * heading for assistive technology. The room at the end keeps the last row clear of the back-to-top button.
 */
export function CopyPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div css={{ display: 'grid', gap: 14, alignContent: 'start', padding: '12px 16px 72px', minWidth: 0 }}>
      <h1 css={visuallyHidden}>{title}</h1>
      {children}
    </div>
  );
}

/** A titled part of a copy trading screen (past follows, a trader's positions). */
export function CopySection({ title, children }: { title: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <section aria-label={title} css={{ display: 'grid', gap: 8, minWidth: 0 }}>
      <h2 css={{ margin: 0, fontSize: 15, fontWeight: 700, color: theme.color.text }}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * A trader, once loaded: the spinner before; a trader that does not exist (or is another site's) says so, with the
 * way back to the traders (asking again could not help); another failure offers to try again.
 */
export function WithTrader({
  traderId,
  children,
}: {
  traderId: number;
  children: (trader: CopyTrader) => ReactNode;
}) {
  const query = useTrader(traderId);
  const state = queryState(query);
  if (state.status === 'loading') return <Loader label={futuresText('CT_LOADING')} />;
  if (state.status === 'failed') {
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <TraderNotFound message={problemText(query.error)} />
    ) : (
      <FailurePanel message={problemText(query.error)} onRetry={state.retry} />
    );
  }
  return <>{children(state.data)}</>;
}

function TraderNotFound({ message }: { message: string }) {
  const theme = useTheme();
  return (
    <div
      role="alert"
      data-testid="copy-trader-not-found"
      css={{ display: 'grid', gap: 16, padding: 24, textAlign: 'center', justifyItems: 'center' }}
    >
      <p css={{ margin: 0, color: theme.color.textMuted, lineHeight: 1.5 }}>{message}</p>
      <Link
        to="/copytrade"
        css={{
          display: 'grid',
          placeItems: 'center',
          minHeight: 44,
          padding: '0 20px',
          borderRadius: theme.radius,
          background: theme.color.accent,
          color: theme.color.onAccent,
          fontWeight: 700,
          textDecoration: 'none',
        }}
      >
        {futuresText('CT_BACK_TO_TRADERS')}
      </Link>
    </div>
  );
}
