import { clientText } from '@bx/platform';
import { useTheme } from '@emotion/react';
import { useEffect, useState } from 'react';

import { Icon } from '../../shared/icons';

const SIZE = 44;
const ABOVE_FOOTER = 12;

/** What the button takes above the footer (or the bottom edge): the layouts keep this much room at the end. */
export const BACK_TO_TOP_SPACE = ABOVE_FOOTER + SIZE + 12;

/** Appears once the player has scrolled down a screen's worth, and takes them back up. */
export function BackToTop() {
  const theme = useTheme();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > 400);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      aria-label={clientText('BACK_TO_TOP')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      css={{
        position: 'fixed',
        right: 16,
        // Just above the footer tabs (their height is the layout's), whatever the layout.
        bottom: `calc(var(--bx-footer-space, 0px) + ${ABOVE_FOOTER}px)`,
        zIndex: 25,
        width: SIZE,
        height: SIZE,
        borderRadius: SIZE / 2,
        border: `1px solid ${theme.color.border}`,
        background: theme.color.surfaceRaised,
        color: theme.color.text,
        display: 'grid',
        placeItems: 'center',
        cursor: 'pointer',
      }}
    >
      <Icon name="up" />
    </button>
  );
}
