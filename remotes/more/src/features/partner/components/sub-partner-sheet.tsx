import { toast } from '@bx/platform';
import { BottomSheet, Button, FormMessage, PhoneInput, TextField } from '@bx/ui';
import { useState, type ChangeEvent, type FormEvent } from 'react';

import { useCreateSubPartner } from '../api/create-sub-partner';
import {
  checkSubPartner,
  EMPTY_DRAFT,
  type DraftProblem,
  type SubPartnerDraft,
} from '../utils/sub-partner-check';
import { formatShareRate } from '../utils/share-rate';
import { moreText } from '../../../shared/more-text';

/**
 * 하위 파트너 등록, in a sheet over the list: a login, a name and phone, a code and a rate at most the partner's
 * own (`maxRate`). Checked here first; the server's refusal (a taken username or code) shows under the form.
 */
export function SubPartnerSheet({ maxRate, onClose }: { maxRate: number; onClose: () => void }) {
  const create = useCreateSubPartner();
  const [draft, setDraft] = useState<SubPartnerDraft>(EMPTY_DRAFT);
  const [problem, setProblem] = useState<DraftProblem | null>(null);

  const edit = (name: keyof SubPartnerDraft, value: string) => {
    setDraft({ ...draft, [name]: value });
    setProblem(null);
  };
  const text = (name: keyof SubPartnerDraft) => ({
    value: draft[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => edit(name, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSubPartner(draft, maxRate);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    if (await create.run(checked.request)) {
      toast.success(moreText('PARTNER_CREATED'));
      onClose();
    }
  };

  const shown = problem ? moreText(problem.code, problem.parts) : create.error;
  return (
    <BottomSheet title={moreText('PARTNER_CREATE')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate css={{ display: 'grid', gap: 10 }}>
        <TextField label={moreText('USERNAME_LABEL')} autoComplete="off" {...text('username')} />
        <TextField
          label={moreText('PASSWORD_LABEL')}
          type="password"
          autoComplete="new-password"
          {...text('password')}
        />
        <TextField label={moreText('NAME_LABEL')} {...text('name')} />
        <PhoneInput
          label={moreText('PHONE_LABEL')}
          value={draft.phone}
          onChange={(digits) => edit('phone', digits)}
        />
        <TextField label={moreText('PARTNER_CODE')} autoCapitalize="none" {...text('code')} />
        <TextField
          label={moreText('PARTNER_RATE_INPUT')}
          inputMode="decimal"
          placeholder={formatShareRate(maxRate).slice(0, -1)}
          {...text('ratePercent')}
        />
        {shown ? <FormMessage tone="bad">{shown}</FormMessage> : null}
        <Button type="submit" disabled={create.pending}>
          {moreText('PARTNER_CREATE_SUBMIT')}
        </Button>
      </form>
    </BottomSheet>
  );
}
