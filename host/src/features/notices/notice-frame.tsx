import { clientText, type QueryState } from '@bx/platform';
import { Loader } from '@bx/ui';
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface FramedNotice {
  title: string;
  /** Sanitized HTML. */
  html: string;
}

/**
 * The modal frame every notice opens in (a notice asked for or pushed, a site popup): its title, its HTML and
 * the caller's buttons. `layer` stacks the kinds: what the server pushes stays above the site's popups.
 */
export function NoticeFrame({
  shown,
  layer,
  children,
}: {
  shown: QueryState<FramedNotice>;
  layer: number;
  children: ReactNode;
}) {
  const theme = useTheme();
  return (
    <div
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: layer,
        display: 'grid',
        placeItems: 'center',
        background: '#000a',
      }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={shown.status === 'ready' ? shown.data.title : clientText('NOTICE')}
        css={{
          width: 'min(360px, calc(100vw - 32px))',
          maxHeight: '80dvh',
          display: 'grid',
          gridTemplateRows: 'auto 1fr auto',
          gap: 12,
          padding: 20,
          borderRadius: 12,
          background: theme.color.surfaceRaised,
        }}
      >
        {shown.status === 'loading' ? <Loader /> : null}
        {shown.status === 'failed' ? <p>{clientText('NOTICE_FAILED')}</p> : null}
        {shown.status === 'ready' ? (
          <>
            <h2 css={{ margin: 0, fontSize: 17 }}>{shown.data.title}</h2>
            <div
              css={{ overflowY: 'auto', lineHeight: 1.6, fontSize: 14, img: { maxWidth: '100%' } }}
              dangerouslySetInnerHTML={{ __html: shown.data.html }}
            />
          </>
        ) : null}
        {children}
      </div>
    </div>
  );
}
