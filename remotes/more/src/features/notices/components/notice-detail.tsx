import { queryState } from '@bx/platform';
import { Button, Card, HtmlContent } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useLocation, useNavigate } from 'react-router-dom';

import { formatDateTime } from '../../../shared/format-date';
import { LoadState } from '../../../shared/list-state';
import { Screen } from '../../../shared/screen';
import { useNotice } from '../api/get-notice';
import { moreText } from '../../../shared/more-text';

/** One notice: its title, date and sanitized HTML, then the way back to the list. */
export function NoticeDetail({ id }: { id: number }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const notice = useNotice(id);
  const state: unknown = useLocation().state;
  const listSearch =
    typeof state === 'object' &&
    state !== null &&
    'listSearch' in state &&
    typeof state.listSearch === 'string'
      ? state.listSearch
      : '';
  return (
    <Screen>
      <LoadState state={queryState(notice)} error={notice.error}>
        {(item) => (
          <Card>
            <header
              css={{
                display: 'grid',
                gap: 4,
                paddingBottom: 10,
                borderBottom: `1px solid ${theme.color.border}`,
              }}
            >
              <h2 css={{ margin: 0, fontSize: 17, overflowWrap: 'anywhere' }}>{item.title}</h2>
              <small css={{ color: theme.color.textMuted }}>{formatDateTime(item.createdAt)}</small>
            </header>
            <HtmlContent html={item.content} />
          </Card>
        )}
      </LoadState>
      <Button variant="plain" onClick={() => navigate(`/more/notice${listSearch}`)}>
        {moreText('BACK_TO_LIST')}
      </Button>
    </Screen>
  );
}
