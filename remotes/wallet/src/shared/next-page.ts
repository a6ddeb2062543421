import type { Page } from '@bx/contracts';

/** The page after `last` while the server holds more rows (pages count from 1), for an infinite query. */
export const nextPage = (last: Page<unknown>): number | undefined =>
  last.page * last.size < last.totalElements ? last.page + 1 : undefined;
