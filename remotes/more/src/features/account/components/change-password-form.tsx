import { toast, useMe } from '@bx/platform';
import { Button, FilteredInput, FormMessage } from '@bx/ui';
import { useState, type FormEvent } from 'react';

import { Screen } from '../../../shared/screen';
import { useChangePassword } from '../api/change-password';
import { passwordProblem, type PasswordDraft } from '../utils/password-check';
import { moreText } from '../../../shared/more-text';

const EMPTY: PasswordDraft = { current: '', next: '', confirm: '' };

/**
 * Current, new and confirmed password. Each field takes letters and digits only (the spec's password filter:
 * any other key does nothing), and the rule is checked before the server is asked.
 */
export function ChangePasswordForm() {
  const userId = useMe()?.id;
  const change = useChangePassword();
  const [draft, setDraft] = useState<PasswordDraft>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const field = (name: keyof PasswordDraft) => ({
    value: draft[name],
    onChange: (value: string) => {
      setDraft((current) => ({ ...current, [name]: value }));
      // Any refusal, the client's or the server's ("current password is wrong"), goes once edited.
      setProblem(null);
      change.setError(null);
      setDone(false);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = passwordProblem(draft);
    if (refused) {
      setProblem(moreText(refused));
      return;
    }
    if (userId === undefined) return;
    const result = await change.run({ id: userId, password: draft.next, currentPassword: draft.current });
    if (result !== null) {
      setDraft(EMPTY);
      setDone(true);
      toast.success(moreText('PASSWORD_CHANGED'));
    }
  };

  const shown = problem ?? change.error;
  return (
    <Screen>
      <form onSubmit={(event) => void submit(event)} noValidate css={{ display: 'grid', gap: 14 }}>
        <FilteredInput
          filter="password"
          type="password"
          autoComplete="current-password"
          maxLength={100}
          label={moreText('CURRENT_PASSWORD_LABEL')}
          {...field('current')}
        />
        <FilteredInput
          filter="password"
          type="password"
          autoComplete="new-password"
          maxLength={20}
          label={moreText('NEW_PASSWORD_LABEL')}
          {...field('next')}
        />
        <FilteredInput
          filter="password"
          type="password"
          autoComplete="new-password"
          maxLength={20}
          label={moreText('NEW_PASSWORD_CONFIRM_LABEL')}
          {...field('confirm')}
        />
        <p css={{ margin: 0, fontSize: 13, opacity: 0.7 }}>{moreText('PASSWORD_RULE')}</p>
        {shown ? <FormMessage tone="bad">{shown}</FormMessage> : null}
        {done ? <FormMessage tone="good">{moreText('PASSWORD_CHANGED')}</FormMessage> : null}
        <Button type="submit" disabled={change.pending}>
          {moreText('CHANGE_PASSWORD')}
        </Button>
      </form>
    </Screen>
  );
}
