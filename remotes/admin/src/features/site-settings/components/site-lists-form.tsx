import type { SiteInfo } from '@bx/contracts';
import { toast } from '@bx/platform';
import { Button, FormMessage, TextField } from '@bx/ui';
import { useState, type FormEvent } from 'react';

import { runConfirmed } from '../../../shared/run-confirmed';
import { useUpdateSite } from '../api/update-site';
import {
  COIN_LIST_FIELDS,
  LIST_FIELDS,
  listChanges,
  listFieldsOf,
  type SiteListFields,
} from '../utils/site-lists';
import { adminText, type AdminMessageCode } from '../../../shared/admin-text';

const FIELD_LABELS: Record<keyof SiteListFields, AdminMessageCode> = {
  usedCoins: 'ADM_USED_COINS',
  depositCoins: 'ADM_DEPOSIT_COINS',
  buyCoins: 'ADM_BUY_COINS',
  binaryCurrency: 'ADM_BINARY_CURRENCY',
  bankType: 'ADM_BANK_TYPE',
};

/**
 * The site's coin lists, binary currency and bank type, saved together (only what changed is sent). The screen
 * keys it by the site's values, so a change saved here or by another operator starts it afresh.
 */
export function SiteListsForm({ site }: { site: SiteInfo }) {
  const update = useUpdateSite();
  const [form, setForm] = useState<SiteListFields>(() => listFieldsOf(site));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { changes, invalid } = listChanges(listFieldsOf(site), form);
    if (invalid.length > 0) return setProblem(adminText('ADM_COINS_INVALID'));
    setProblem(null);
    if (Object.keys(changes).length === 0) return void toast.info(adminText('ADM_NOTHING_CHANGED'));
    void runConfirmed(
      null,
      () => update.mutateAsync(changes),
      () => adminText('ADM_SAVED'),
    );
  };

  return (
    <form onSubmit={submit} css={{ display: 'grid', gap: 12 }} noValidate>
      {LIST_FIELDS.map((field) => (
        <TextField
          key={field}
          label={adminText(FIELD_LABELS[field])}
          value={form[field]}
          placeholder={
            (COIN_LIST_FIELDS as readonly string[]).includes(field) ? adminText('ADM_COINS_HINT') : undefined
          }
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setForm({ ...form, [field]: event.target.value })}
        />
      ))}
      {problem ? <FormMessage tone="bad">{problem}</FormMessage> : null}
      <Button type="submit" busy={update.isPending}>
        {adminText('ADM_SAVE')}
      </Button>
    </form>
  );
}
