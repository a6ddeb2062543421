import { useTheme } from '@emotion/react';

import { TYPE_FILTERS, type DnwTypeFilter } from '../utils/type-filter';
import { searchText } from '../../../shared/search-text';

/** 전체, 입금 or 출금: which kinds of request the history shows. */
export function TypeFilterChips({
  value,
  onChange,
}: {
  value: DnwTypeFilter;
  onChange: (filter: DnwTypeFilter) => void;
}) {
  const theme = useTheme();
  return (
    <div role="group" aria-label={searchText('DNW_FILTER_TYPE')} css={{ display: 'flex', gap: 6 }}>
      {TYPE_FILTERS.map((filter) => {
        const active = filter.id === value;
        return (
          <button
            key={filter.id}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(filter.id)}
            css={{
              minHeight: 34,
              padding: '0 14px',
              borderRadius: 999,
              border: `1px solid ${active ? theme.color.accent : theme.color.border}`,
              background: 'transparent',
              color: active ? theme.color.accent : theme.color.textMuted,
              fontSize: 13,
              fontWeight: active ? 700 : 500,
              whiteSpace: 'nowrap',
              cursor: 'pointer',
            }}
          >
            {searchText(filter.label)}
          </button>
        );
      })}
    </div>
  );
}
