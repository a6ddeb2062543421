import { ApiError } from '@bx/platform';
import { useTheme } from '@emotion/react';
import { Link } from 'react-router-dom';

import { actionLinkStyle } from './action-link-style';

/** Whether a failed call said the thing asked for does not exist (404): asking again cannot help. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * What a screen of a thing that does not exist shows (an unknown option or trader id in the address): why, and
 * the way out to where the player can go on, never a retry that would only fail again.
 */
export function NotFoundPanel({
  message,
  exitTo,
  exitLabel,
}: {
  message: string;
  exitTo: string;
  exitLabel: string;
}) {
  const theme = useTheme();
  return (
    <div role="alert" css={{ display: 'grid', gap: 16, padding: 24, textAlign: 'center' }}>
      <p css={{ margin: 0, color: theme.color.textMuted, lineHeight: 1.5 }}>{message}</p>
      <Link to={exitTo} replace css={actionLinkStyle(theme)}>
        {exitLabel}
      </Link>
    </div>
  );
}
