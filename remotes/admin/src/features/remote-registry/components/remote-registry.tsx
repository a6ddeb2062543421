import { ListState } from '@bx/ui';
import { queryState } from '@bx/platform';

import { useSiteRemoteRegistry } from '../api/get-site-remotes';

import { RemoteRow } from './remote-row';
import { adminText } from '../../../shared/admin-text';

/** The site's remotes, one card each: which build it runs, whether it is on, and the means to change both. */
export function RemoteRegistry() {
  const registry = useSiteRemoteRegistry();
  return (
    <ListState list={queryState(registry)} error={registry.error} empty={adminText('ADM_REGISTRY_EMPTY')}>
      {(remotes) => (
        <ul css={{ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
          {remotes.map((remote) => (
            <RemoteRow key={remote.name} remote={remote} />
          ))}
        </ul>
      )}
    </ListState>
  );
}
