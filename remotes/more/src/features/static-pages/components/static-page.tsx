import { queryState } from '@bx/platform';
import { Card, HtmlContent } from '@bx/ui';

import { LoadState } from '../../../shared/list-state';
import { Screen } from '../../../shared/screen';
import { useStaticPage, type StaticPageCode } from '../api/get-static-pages';
import { moreText } from '../../../shared/more-text';

/** Terms or privacy policy as the operators published them; the header already carries the title. */
export function StaticPage({ code }: { code: StaticPageCode }) {
  const page = useStaticPage(code);
  return (
    <Screen>
      <LoadState
        state={queryState(page)}
        error={page.error}
        empty={moreText('STATIC_EMPTY')}
        isEmpty={(item) => item === null}
      >
        {(item) => <Card>{item ? <HtmlContent html={item.content} /> : null}</Card>}
      </LoadState>
    </Screen>
  );
}
