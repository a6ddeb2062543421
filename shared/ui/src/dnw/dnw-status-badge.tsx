import type { DnwStatus } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { useTheme } from '@emotion/react';

import { DNW_STATUS_LABELS, DNW_STATUS_TONES } from './dnw-labels';

/** A request's status in a pill: waiting in the accent, done blue, rejected red, cancelled muted. */
export function DnwStatusBadge({ status }: { status: DnwStatus }) {
  const theme = useTheme();
  const tone = DNW_STATUS_TONES[status];
  const color = {
    pending: theme.color.accent,
    settled: theme.color.sell,
    refused: theme.color.danger,
    withdrawn: theme.color.textMuted,
  }[tone];
  return (
    <span
      data-tone={tone}
      css={{
        flex: 'none',
        padding: '2px 8px',
        borderRadius: 999,
        border: `1px solid ${color}`,
        color,
        fontSize: 12,
        fontWeight: 700,
        whiteSpace: 'nowrap',
      }}
    >
      {clientText(DNW_STATUS_LABELS[status])}
    </span>
  );
}
