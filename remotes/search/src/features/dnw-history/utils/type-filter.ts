import type { DnwApplyType } from '@bx/contracts';
import { type SearchTextCode } from '../../../shared/search-text';

/** The kinds the history can be narrowed to: everything, deposits only or withdrawals only. */
export type DnwTypeFilter = 'all' | DnwApplyType;

export const TYPE_FILTERS: readonly { id: DnwTypeFilter; label: SearchTextCode }[] = [
  { id: 'all', label: 'DNW_FILTER_ALL' },
  { id: 'D', label: 'DNW_TYPE_D' },
  { id: 'W', label: 'DNW_TYPE_W' },
];

/** The filter the address asks for (?type=D or ?type=W); anything else is everything. */
export function typeFilterFromSearch(params: URLSearchParams): DnwTypeFilter {
  const type = params.get('type');
  return type === 'D' || type === 'W' ? type : 'all';
}

/** The address parameter of a filter: none for everything. */
export function typeFilterToSearch(filter: DnwTypeFilter): Record<string, string> {
  return filter === 'all' ? {} : { type: filter };
}

/** list's typeStrs for a filter: undefined asks for every kind (bonuses, transfers and the rest too). */
export function typeStrsOf(filter: DnwTypeFilter): string | undefined {
  return filter === 'all' ? undefined : filter;
}
