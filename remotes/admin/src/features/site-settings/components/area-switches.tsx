import type { SiteFlag, SiteInfo } from '@bx/contracts';
import { SwitchRow } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useEffect, useState } from 'react';

import { runConfirmed } from '../../../shared/run-confirmed';
import { useUpdateSite } from '../api/update-site';
import { FLAG_LABELS, SWITCHABLE_FLAGS, withFlag } from '../utils/site-flags';
import { adminText } from '../../../shared/admin-text';

/**
 * The site's areas, one switch each, each saved at once. Switching an area off is confirmed first: players on
 * it leave its pages. One change at a time, each built on the flags as last saved, so two quick taps never
 * undo each other. A switch shows the change being saved, then the server's answer until the site's push
 * (SITE_UPDATE) brings it.
 */
export function AreaSwitches({ site }: { site: SiteInfo }) {
  const theme = useTheme();
  const update = useUpdateSite();
  const [answered, setAnswered] = useState<string | null>(null);
  useEffect(() => setAnswered(null), [site.type]);
  const shown = update.isPending ? (update.variables.type ?? site.type) : (answered ?? site.type);

  const change = (flag: SiteFlag, on: boolean) => {
    const area = adminText(FLAG_LABELS[flag]);
    void runConfirmed(
      on ? null : adminText('ADM_FLAG_OFF_CONFIRM', { area }),
      async () => {
        const saved = await update.mutateAsync({ type: withFlag(shown, flag, on) });
        setAnswered(saved.type);
        return saved;
      },
      () => adminText(on ? 'ADM_FLAG_ON_DONE' : 'ADM_FLAG_OFF_DONE', { area }),
    );
  };

  return (
    <ul
      css={{
        margin: 0,
        padding: 0,
        listStyle: 'none',
        borderRadius: theme.radius,
        border: `1px solid ${theme.color.border}`,
        background: theme.color.surface,
        '& > li + li': { borderTop: `1px solid ${theme.color.border}` },
      }}
    >
      {SWITCHABLE_FLAGS.map((flag) => {
        const on = withFlag(shown, flag, true) === shown;
        return (
          <li key={flag}>
            <SwitchRow
              label={adminText(FLAG_LABELS[flag])}
              checked={on}
              busy={update.isPending}
              onChange={(next) => change(flag, next)}
            />
          </li>
        );
      })}
    </ul>
  );
}
