import { clientText } from '@bx/platform';
import { useTheme } from '@emotion/react';
import { useEffect, useState } from 'react';

import { Icon } from '../../shared/icons';

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
        bottom: 80,
        zIndex: 25,
        width: 44,
        height: 44,
        borderRadius: 22,
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
