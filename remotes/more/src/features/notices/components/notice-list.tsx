import type { ContentItem, Page } from '@bx/contracts';
import { queryState } from '@bx/platform';
import { Pager } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';

import { formatDay } from '../../../shared/format-date';
import { LoadState } from '../../../shared/list-state';
import { Screen } from '../../../shared/screen';
import { NOTICE_PAGE_SIZE, useNoticePage } from '../api/get-notice-page';
import { RowList } from '../../../shared/row-list';
import { moreText } from '../../../shared/more-text';

/**
 * Notices a page at a time, with a search. The search and the page live in the address (?q=&page=), so a
 * reload or the way back from a notice keeps them.
 */
export function NoticeList() {
  const theme = useTheme();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(keyword);
  const notices = useNoticePage(keyword, page);

  const go = (next: { q?: string; page?: number }) => {
    const q = next.q ?? keyword;
    const query: Record<string, string> = {};
    if (q) query.q = q;
    if ((next.page ?? 1) > 1) query.page = String(next.page);
    setParams(query, { replace: true });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim(), page: 1 });
  };

  return (
    <Screen>
      <form role="search" onSubmit={search} css={{ display: 'flex', gap: 8 }}>
        <input
          type="search"
          value={draft}
          maxLength={100}
          onChange={(event) => setDraft(event.target.value)}
          aria-label={moreText('NOTICE_SEARCH_LABEL')}
          placeholder={moreText('NOTICE_SEARCH_PLACEHOLDER')}
          css={{
            flex: 1,
            minWidth: 0,
            height: 44,
            padding: '0 12px',
            borderRadius: theme.radius,
            border: `1px solid ${theme.color.border}`,
            background: theme.color.surface,
            color: theme.color.text,
            fontSize: 16,
            ':focus': { outline: 'none', borderColor: theme.color.accent },
          }}
        />
        <button
          type="submit"
          css={{
            flex: 'none',
            height: 44,
            padding: '0 16px',
            border: 'none',
            borderRadius: theme.radius,
            background: theme.color.accent,
            color: theme.color.onAccent,
            fontWeight: 700,
            cursor: 'pointer',
          }}
        >
          {moreText('SEARCH_SUBMIT')}
        </button>
      </form>
      <LoadState
        state={queryState(notices)}
        error={notices.error}
        empty={moreText(keyword ? 'NOTICE_SEARCH_EMPTY' : 'NOTICE_LIST_EMPTY')}
        isEmpty={(data: Page<ContentItem>) => data.content.length === 0}
      >
        {(data) => (
          <>
            <NoticeRows notices={data.content} />
            <Pager
              page={page}
              total={data.totalElements}
              size={NOTICE_PAGE_SIZE}
              onPage={(next) => go({ page: next })}
            />
          </>
        )}
      </LoadState>
    </Screen>
  );
}

function NoticeRows({ notices }: { notices: ContentItem[] }) {
  const theme = useTheme();
  // The detail's way back returns to this page of this search.
  const listSearch = useLocation().search;
  return (
    <RowList label={moreText('MENU_NOTICES')}>
      {notices.map((notice) => (
        <li key={notice.id}>
          <Link
            to={`/more/notice/${notice.id}`}
            state={{ listSearch }}
            css={{
              display: 'grid',
              gap: 4,
              padding: '12px 14px',
              color: theme.color.text,
              textDecoration: 'none',
              ':active': { background: theme.color.surfaceRaised },
            }}
          >
            <span css={{ fontSize: 15, overflowWrap: 'anywhere' }}>{notice.title}</span>
            <small css={{ fontSize: 12, color: theme.color.textMuted }}>{formatDay(notice.createdAt)}</small>
          </Link>
        </li>
      ))}
    </RowList>
  );
}
