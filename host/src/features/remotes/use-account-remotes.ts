import { loadAccountRemotes, useAccountRemotesUserId, useMe } from '@bx/platform';
import { useEffect } from 'react';

import { registerSiteRemotes } from './remote-registry';

/**
 * An operator's page asks for the remotes only operators load (the ops console), once per account signed in,
 * and registers them: /site.json and the site's pushes, which everyone gets, never name them.
 */
export function useAccountRemotes(): void {
  const me = useMe();
  const knownFor = useAccountRemotesUserId();
  const operatorId = me?.role === 'ADMIN' ? me.id : null;
  useEffect(() => {
    if (operatorId === null || knownFor === operatorId) return;
    void loadAccountRemotes(operatorId, registerSiteRemotes);
  }, [operatorId, knownFor]);
}
