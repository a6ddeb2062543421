import type { TradeOption } from '@bx/contracts';
import { toast } from '@bx/platform';
import { Button, FormMessage, TextField } from '@bx/ui';
import { useState, type FormEvent } from 'react';

import { runConfirmed } from '../../../shared/run-confirmed';
import { useChangeTradeOption } from '../api/change-options';
import {
  currencyScale,
  tradeTermsChange,
  tradeTermsOf,
  type TradeTermsForm as Form,
  type TradeTermsProblems,
} from '../utils/option-terms';
import { adminText } from '../../../shared/admin-text';

const FIELDS = [
  { field: 'payoutRate', label: 'OPS_PAYOUT_RATE' },
  { field: 'minBet', label: 'OPS_MIN_BET' },
  { field: 'betUnit', label: 'OPS_BET_UNIT' },
] as const;

/**
 * A binary option's payout rate, minimum bet and unit, saved together (only what changed is sent). The list keys it
 * by the option's terms, so a change saved here or elsewhere starts it afresh.
 */
export function TradeTermsForm({ option }: { option: TradeOption }) {
  const change = useChangeTradeOption();
  const [form, setForm] = useState<Form>(() => tradeTermsOf(option));
  const [problems, setProblems] = useState<TradeTermsProblems>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = tradeTermsChange(option, form);
    setProblems(found.problems);
    if (Object.keys(found.problems).length > 0) return;
    if (Object.keys(found.change).length === 0) return void toast.info(adminText('ADM_NOTHING_CHANGED'));
    void runConfirmed(
      null,
      () => change.mutateAsync({ tradeOptionId: option.id, ...found.change }),
      () => adminText('ADM_SAVED'),
    );
  };

  const scale = currencyScale(option.currency);
  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 8, paddingTop: 6 }}>
      <div
        css={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: 6,
          '& input': { minWidth: 0, width: '100%', boxSizing: 'border-box', padding: '0 10px' },
          '& label': { fontSize: 12 },
        }}
      >
        {FIELDS.map(({ field, label }) => (
          <TextField
            key={field}
            label={adminText(label, { currency: option.currency })}
            value={form[field]}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={problems[field] !== undefined}
            onChange={(event) => setForm({ ...form, [field]: event.target.value })}
          />
        ))}
      </div>
      {FIELDS.map(({ field }) =>
        problems[field] ? (
          <FormMessage key={field} tone="bad">
            {adminText(problems[field], { scale })}
          </FormMessage>
        ) : null,
      )}
      <Button type="submit" variant="plain" busy={change.isPending}>
        {adminText('OPS_SAVE_TERMS')}
      </Button>
    </form>
  );
}
