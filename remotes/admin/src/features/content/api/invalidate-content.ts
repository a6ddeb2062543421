import { queryClient } from '@bx/platform';

import { adminKeys } from '../../../shared/admin-query-keys';
import { opsKeys } from '../../../shared/admin-ops-query-keys';

/** After a change, saved or refused: every kind's list and the audit log are asked again. */
export function invalidateContent(): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: opsKeys.contentAll }),
    queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
  ]);
}
