import { useOverseaOptionsQuery } from '@bx/platform';
import { useTheme } from '@emotion/react';
import { Link } from 'react-router-dom';

import { firstOpenOption } from '../utils/first-open-option';
import { overseaText } from '../../../shared/oversea-text';

/**
 * An address naming no option (/oversea/999): says so and offers the way out, the first option that is not
 * resting on the same kind of page (a player's, or the visitor's view); a retry could not help.
 */
export function OptionNotFound({ view }: { view: boolean }) {
  const theme = useTheme();
  const first = firstOpenOption(useOverseaOptionsQuery().data ?? []);
  const target = view ? (first ? `/overseaView/${first.id}` : '/') : '/oversea';
  return (
    <div
      role="alert"
      css={{ display: 'grid', gap: 16, padding: 24, textAlign: 'center', justifyItems: 'center' }}
    >
      <p css={{ margin: 0, color: theme.color.textMuted, lineHeight: 1.5 }}>
        {overseaText('OVERSEA_OPTION_NOT_FOUND')}
      </p>
      <Link
        to={target}
        css={{
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: 44,
          padding: '0 16px',
          borderRadius: theme.radius,
          background: theme.color.accent,
          color: theme.color.onAccent,
          fontWeight: 700,
          textDecoration: 'none',
        }}
      >
        {overseaText('OVERSEA_GO_FIRST')}
      </Link>
    </div>
  );
}
