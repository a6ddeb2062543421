import { clientText, useDialogQueue } from '@bx/platform';
import { Button } from '@bx/ui';
import { useTheme } from '@emotion/react';

/** Draws the oldest queued alert or confirmation as a modal; the rest wait their turn. */
export function DialogHost() {
  const theme = useTheme();
  const [current] = useDialogQueue();
  if (!current) return null;
  return (
    <div
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: 60,
        display: 'grid',
        placeItems: 'center',
        background: '#000a',
      }}
    >
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`dialog-${current.id}-title`}
        aria-describedby={`dialog-${current.id}-message`}
        css={{
          width: 'min(320px, calc(100vw - 48px))',
          display: 'grid',
          gap: 16,
          padding: 20,
          borderRadius: 12,
          background: theme.color.surfaceRaised,
        }}
      >
        <h2 id={`dialog-${current.id}-title`} css={{ margin: 0, fontSize: 17 }}>
          {current.title}
        </h2>
        <p id={`dialog-${current.id}-message`} css={{ margin: 0, lineHeight: 1.5, whiteSpace: 'pre-line' }}>
          {current.message}
        </p>
        <div css={{ display: 'flex', gap: 8 }}>
          {current.kind === 'confirm' ? (
            <Button variant="plain" onClick={() => current.resolve(false)}>
              {clientText('CANCEL')}
            </Button>
          ) : null}
          <Button autoFocus onClick={() => current.resolve(true)}>
            {clientText('OK')}
          </Button>
        </div>
      </div>
    </div>
  );
}
