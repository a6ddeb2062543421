import { clientText } from '@bx/platform';
import { useTheme } from '@emotion/react';

import { Button } from './button';

/** What a part of the page shows when it could not load: why, and a way to try again. */
export function FailurePanel({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const theme = useTheme();
  return (
    <div role="alert" css={{ display: 'grid', gap: 16, padding: 24, textAlign: 'center' }}>
      {/* Korean breaks between words, not inside one (a retry hint split mid-word at 360 px); a long token still wraps. */}
      <p
        css={{
          margin: 0,
          color: theme.color.textMuted,
          lineHeight: 1.5,
          wordBreak: 'keep-all',
          overflowWrap: 'anywhere',
        }}
      >
        {message}
      </p>
      {onRetry ? (
        <Button variant="plain" onClick={onRetry}>
          {clientText('RETRY')}
        </Button>
      ) : null}
    </div>
  );
}
