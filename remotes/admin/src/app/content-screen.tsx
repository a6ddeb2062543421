import { useSearchParams } from 'react-router-dom';

import { ContentManager } from '../features/content/components/content-manager';
import { kindOf } from '../features/content/utils/content-form';
import { Screen } from '../shared/screen';
import { adminText } from '../shared/admin-text';

/** /admin/content: notices, FAQ, strategies, promotions, popups and pages, the kind kept in the address (?kind=). */
export function ContentScreen() {
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  return (
    <Screen label={adminText('OPS_TAB_CONTENT')}>
      <ContentManager
        kind={kind}
        onKind={(next) => setParams(next === 'notice' ? {} : { kind: next }, { replace: true })}
      />
    </Screen>
  );
}
