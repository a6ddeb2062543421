import { clientText } from '@bx/platform';
import { useTheme } from '@emotion/react';

/** Previous / page of pages / next, shown only when there is more than one page. */
export function Pager({
  page,
  total,
  size,
  onPage,
}: {
  page: number;
  total: number;
  size: number;
  onPage: (page: number) => void;
}) {
  const theme = useTheme();
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  const button = {
    minHeight: 40,
    padding: '0 16px',
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius,
    background: 'transparent',
    color: theme.color.text,
    cursor: 'pointer',
    ':disabled': { opacity: 0.4, cursor: 'default' },
  } as const;
  return (
    <nav
      aria-label={clientText('PAGES')}
      css={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 12 }}
    >
      <button type="button" css={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {clientText('PAGE_PREVIOUS')}
      </button>
      <span css={{ fontSize: 13, color: theme.color.textMuted }}>{`${page} / ${pages}`}</span>
      <button type="button" css={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {clientText('PAGE_NEXT')}
      </button>
    </nav>
  );
}
