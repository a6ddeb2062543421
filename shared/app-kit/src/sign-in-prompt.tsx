import { useTheme } from '@emotion/react';
import { Link } from 'react-router-dom';

import { actionLinkStyle } from './action-link-style';

/**
 * What a visitor's view of a trading area shows where a player's order or bet form is: why, and the way to
 * sign in. The area gives both texts, in the site's language.
 */
export function SignInPrompt({ note, action }: { note: string; action: string }) {
  const theme = useTheme();
  return (
    <div css={{ display: 'grid', gap: 10, textAlign: 'center' }}>
      <p css={{ margin: 0, color: theme.color.textMuted, fontSize: 14, lineHeight: 1.5 }}>{note}</p>
      <Link to="/signin" css={actionLinkStyle(theme)}>
        {action}
      </Link>
    </div>
  );
}
