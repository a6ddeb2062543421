import type { ReactNode } from 'react';

import { NextPageFooter, type NextPageQuery } from './next-page-footer';

/** The loaded pages' rows as one list, and under it the next page's button (or its failure) while there is one. */
export function PagedList<T>({
  label,
  rows,
  renderRow,
  query,
  moreLabel,
}: {
  label: string;
  rows: readonly T[];
  renderRow: (row: T) => ReactNode;
  query: NextPageQuery;
  moreLabel: string;
}) {
  return (
    <>
      <ul aria-label={label} css={{ display: 'grid', gap: 8, margin: 0, padding: 0 }}>
        {rows.map(renderRow)}
      </ul>
      <NextPageFooter query={query} label={moreLabel} />
    </>
  );
}
