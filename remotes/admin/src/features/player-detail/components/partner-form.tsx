import type { AdminPlayerDetail, Partner } from '@bx/contracts';
import { toast } from '@bx/platform';
import { Button } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useId, useState, type FormEvent } from 'react';

import { runConfirmed } from '../../../shared/run-confirmed';
import { usePartners } from '../api/get-partners';
import { useSetPlayerPartner } from '../api/set-player-partner';
import { adminText } from '../../../shared/admin-text';

/**
 * 파트너 지정: a partner picked from the site's top partners, then, where the picked one has sub-partners, one of
 * those (one list per level); 선택 안 함 at the top detaches the player. Confirmed first.
 */
export function PartnerForm({ player }: { player: AdminPlayerDetail }) {
  const save = useSetPlayerPartner();
  // The chosen partner at each level, top first; a level's choice drops those under it.
  const [path, setPath] = useState<Partner[]>([]);
  const chosen = path.at(-1) ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const partnerId = chosen?.id ?? null;
    if (partnerId === (player.partner?.id ?? null)) return void toast.info(adminText('ADM_NOTHING_CHANGED'));
    void runConfirmed(
      chosen
        ? adminText('OPS_PARTNER_CONFIRM', { name: player.username, code: chosen.code })
        : adminText('OPS_PARTNER_CLEAR_CONFIRM', { name: player.username }),
      () => save.mutateAsync({ playerId: player.id, partnerId }),
      () => adminText('OPS_PARTNER_SAVED'),
    );
  };

  const levels = [null, ...path.filter((partner) => partner.childCount > 0)];
  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 10 }}>
      {levels.map((parent, depth) => (
        <PartnerSelect
          key={parent?.id ?? 0}
          parent={parent}
          value={path[depth] ?? null}
          onChange={(partner) => setPath([...path.slice(0, depth), ...(partner ? [partner] : [])])}
        />
      ))}
      <Button type="submit" variant="plain" busy={save.isPending}>
        {adminText('OPS_PARTNER_SAVE')}
      </Button>
    </form>
  );
}

function PartnerSelect({
  parent,
  value,
  onChange,
}: {
  parent: Partner | null;
  value: Partner | null;
  onChange: (partner: Partner | null) => void;
}) {
  const theme = useTheme();
  const id = useId();
  const partners = usePartners(parent?.id ?? null).data ?? [];
  return (
    <label htmlFor={id} css={{ display: 'grid', gap: 6, fontSize: 14, color: theme.color.textMuted }}>
      {parent ? adminText('OPS_PARTNER_SUB', { code: parent.code }) : adminText('OPS_PARTNER_TOP')}
      <select
        id={id}
        value={value?.id ?? ''}
        onChange={(event) =>
          onChange(partners.find((partner) => String(partner.id) === event.target.value) ?? null)
        }
        css={{
          height: 48,
          padding: '0 10px',
          borderRadius: theme.radius,
          border: `1px solid ${theme.color.border}`,
          background: theme.color.surface,
          color: theme.color.text,
          fontSize: 16,
        }}
      >
        <option value="">{adminText('OPS_PARTNER_NONE')}</option>
        {partners.map((partner) => (
          <option key={partner.id} value={partner.id}>
            {partner.code} · {partner.name}
          </option>
        ))}
      </select>
    </label>
  );
}
