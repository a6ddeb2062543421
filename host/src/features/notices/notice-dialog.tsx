import type { ContentItem } from '@bx/contracts';
import { clientText, closeNoticeDialog, getNotice, useCurrentNoticeRequest } from '@bx/platform';
import { Button, Loader } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useEffect, useState } from 'react';

import { loadNoticeSanitizer } from '../../shared/sanitize-notice';

type Shown = Pick<ContentItem, 'id' | 'title' | 'content'>;

/** The notice dialog: a notice by id or as pushed, its title and its HTML, sanitized here as well. */
export function NoticeDialog() {
  const theme = useTheme();
  const request = useCurrentNoticeRequest();
  const [shown, setShown] = useState<{ title: string; html: string } | 'loading' | 'failed' | null>(null);

  useEffect(() => {
    if (!request) {
      setShown(null);
      return undefined;
    }
    let live = true;
    setShown('loading');
    const load: Promise<Shown> =
      'notice' in request ? Promise.resolve(request.notice) : getNotice(request.id);
    Promise.all([load, loadNoticeSanitizer()]).then(
      ([notice, sanitize]) => live && setShown({ title: notice.title, html: sanitize(notice.content) }),
      () => live && setShown('failed'),
    );
    return () => {
      live = false;
    };
  }, [request]);

  if (!request || !shown) return null;
  return (
    <div
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: 58,
        display: 'grid',
        placeItems: 'center',
        background: '#000a',
      }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={typeof shown === 'object' ? shown.title : clientText('NOTICE')}
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
        {shown === 'loading' ? <Loader /> : null}
        {shown === 'failed' ? <p>{clientText('NOTICE_FAILED')}</p> : null}
        {typeof shown === 'object' ? (
          <>
            <h2 css={{ margin: 0, fontSize: 17 }}>{shown.title}</h2>
            <div
              css={{ overflowY: 'auto', lineHeight: 1.6, fontSize: 14, img: { maxWidth: '100%' } }}
              dangerouslySetInnerHTML={{ __html: shown.html }}
            />
          </>
        ) : null}
        <Button onClick={closeNoticeDialog}>{clientText('CLOSE')}</Button>
      </div>
    </div>
  );
}
