import { useTheme } from '@emotion/react';
import { useMemo } from 'react';

import { sanitizeHtml } from './sanitize-html';

/**
 * Operator HTML, sanitized here again even though the server cleaned it before storing: what reaches
 * innerHTML must never depend on the database alone.
 */
export function HtmlContent({ html }: { html: string }) {
  const theme = useTheme();
  const clean = useMemo(() => sanitizeHtml(html), [html]);
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
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
