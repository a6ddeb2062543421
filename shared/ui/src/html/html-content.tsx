import { useTheme } from '@emotion/react';
import { useEffect, useState } from 'react';

import { loadHtmlSanitizer } from './html-sanitizer';

/**
 * Operator HTML, sanitized here again even though the server cleaned it before storing: what reaches
 * innerHTML must never depend on the database alone. Nothing is shown until the sanitizer has loaded.
 */
export function HtmlContent({ html }: { html: string }) {
  const theme = useTheme();
  const clean = useSanitizedHtml(html);
  return (
    <div
      css={{
        lineHeight: 1.65,
        fontSize: 15,
        overflowWrap: 'anywhere',
        img: { maxWidth: '100%', height: 'auto' },
        table: { maxWidth: '100%', borderCollapse: 'collapse' },
        'td, th': { border: `1px solid ${theme.color.border}`, padding: 6 },
        a: { color: theme.color.accent },
        '& > :first-child': { marginTop: 0 },
        '& > :last-child': { marginBottom: 0 },
      }}
      dangerouslySetInnerHTML={{ __html: clean ?? '' }}
    />
  );
}

function useSanitizedHtml(html: string): string | undefined {
  const [clean, setClean] = useState<{ html: string; clean: string }>();
  useEffect(() => {
    let current = true;
    loadHtmlSanitizer().then(
      (sanitize) => {
        if (current) setClean({ html, clean: sanitize(html) });
      },
      // A failed chunk load leaves the content empty; the loader retries with the next render of new HTML.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [html]);
  return clean?.html === html ? clean.clean : undefined;
}
