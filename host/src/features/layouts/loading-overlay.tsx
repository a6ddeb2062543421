import { useIsLoading } from '@bx/platform';
import { Loader } from '@bx/ui';

/** Covers the page while a blocking request runs, so a double tap cannot send it twice. */
export function LoadingOverlay() {
  if (!useIsLoading()) return null;
  return (
    <div
      data-testid="loading-overlay"
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: 50,
        display: 'grid',
        placeItems: 'center',
        background: '#0008',
      }}
    >
      <Loader />
    </div>
  );
}
