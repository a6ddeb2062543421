import { DNW_STATUSES, DNW_TYPES } from '@bx/contracts';
import { Type } from 'typebox';

import type { DnwFilter } from '../../../repositories/dnw-repository.js';
import { DateText, dateBound } from '../../../schemas/date-query.js';
import { csv, PageNumber, PageSize, ResultType } from '../trade/schemas.js';

/** GET /api/dnw/list's filters, the operator's list's too: the spec's codes, statuses, Seoul days, paging. */
export const DnwListQuery = {
  resultType: Type.Optional(ResultType),
  typeStrs: Type.Optional(Type.String({ maxLength: 60 })),
  statusStrs: Type.Optional(Type.String({ maxLength: 40 })),
  startDate: Type.Optional(DateText),
  endDate: Type.Optional(DateText),
  page: Type.Optional(PageNumber),
  size: Type.Optional(PageSize),
};

/** The repository's filter for those parameters; an unknown code, status or day is 400 VALIDATION. */
export function dnwFilterOf(
  query: { typeStrs?: string; statusStrs?: string; startDate?: string; endDate?: string },
  scope: { siteId: number; userId?: number },
): DnwFilter {
  return {
    ...scope,
    types: csv(query.typeStrs, 'typeStrs', DNW_TYPES),
    statuses: csv(query.statusStrs, 'statusStrs', DNW_STATUSES),
    from: dateBound(query.startDate, 'startDate', false),
    to: dateBound(query.endDate, 'endDate', true),
  };
}
