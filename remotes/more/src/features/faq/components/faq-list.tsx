import { queryState } from '@bx/platform';
import { Pager, HtmlContent } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useSearchParams } from 'react-router-dom';

import { LoadState } from '../../../shared/list-state';
import { Screen } from '../../../shared/screen';
import { FAQ_PAGE_SIZE, useFaqPage } from '../api/get-faq-page';
import { moreText } from '../../../shared/more-text';

/** /support/more/faq: each question opens its answer in place (a native disclosure); the page is in ?page=. */
export function FaqList() {
  const theme = useTheme();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const faq = useFaqPage(page);
  return (
    <Screen label={moreText('FAQ')}>
      <LoadState
        state={queryState(faq)}
        error={faq.error}
        empty={moreText('FAQ_EMPTY')}
        isEmpty={(data) => data.content.length === 0}
      >
        {(data) => (
          <>
            {data.content.map((item) => (
              <details
                key={item.id}
                css={{
                  borderRadius: theme.radius,
                  background: theme.color.surface,
                  border: `1px solid ${theme.color.border}`,
                  '&[open] > summary': { borderBottom: `1px solid ${theme.color.border}` },
                }}
              >
                <summary css={{ padding: 14, fontSize: 15, fontWeight: 600, cursor: 'pointer' }}>
                  {item.title}
                </summary>
                <div css={{ padding: 14 }}>
                  <HtmlContent html={item.content} />
                </div>
              </details>
            ))}
            <Pager
              page={page}
              total={data.totalElements}
              size={FAQ_PAGE_SIZE}
              onPage={(next) => setParams({ page: String(next) })}
            />
          </>
        )}
      </LoadState>
    </Screen>
  );
}
