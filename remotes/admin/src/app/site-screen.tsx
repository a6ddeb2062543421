import { useSiteInfo } from '@bx/platform';
import { Loader } from '@bx/ui';

import { RemoteRegistry } from '../features/remote-registry/components/remote-registry';
import { AreaSwitches } from '../features/site-settings/components/area-switches';
import { SiteListsForm } from '../features/site-settings/components/site-lists-form';
import { siteListsKey } from '../features/site-settings/utils/site-lists';
import { Screen } from '../shared/screen';
import { SectionBlock } from '../shared/section-block';
import { adminText } from '../shared/admin-text';

/**
 * /admin: the site's areas (saved at once, every open page follows), its coin lists and payment settings (saved
 * together), and the remote registry. The site is the live one (useSiteInfo follows SITE_UPDATE).
 */
export function SiteScreen() {
  const site = useSiteInfo();
  return (
    <Screen label={adminText('ADM_TAB_SITE')}>
      {site === null ? (
        <Loader label={adminText('ADM_LOADING')} />
      ) : (
        <>
          <SectionBlock title={adminText('ADM_AREAS')} hint={adminText('ADM_AREAS_HINT')}>
            <AreaSwitches site={site} />
          </SectionBlock>
          <SectionBlock title={adminText('ADM_LISTS')}>
            <SiteListsForm key={siteListsKey(site)} site={site} />
          </SectionBlock>
        </>
      )}
      <SectionBlock title={adminText('ADM_REGISTRY')} hint={adminText('ADM_REGISTRY_HINT')}>
        <RemoteRegistry />
      </SectionBlock>
    </Screen>
  );
}
