import { clientText, useAction } from '@bx/platform';
import { Button, FieldRow, FilteredInput, FormMessage } from '@bx/ui';

import { checkUsername } from '../api/check-username';

import type { RegisterStepProps } from './register-step';

/** The username, checked free with the server, the password twice, the name and the nickname. */
export function IdentityStep({
  form,
  set,
  problemOf,
  usernameChecked,
  onUsernameChecked,
}: RegisterStepProps & { usernameChecked: string | null; onUsernameChecked: (username: string) => void }) {
  const check = useAction(checkUsername);

  // An edited username drops the server's "taken" too, and needs a new check.
  const onUsernameChange = (value: string) => {
    set('username')(value);
    check.setError(null);
  };

  const onCheckUsername = async () => {
    const result = await check.run(form.username);
    if (!result) return;
    if (result.available) onUsernameChecked(form.username);
    else check.setError(clientText('USERNAME_TAKEN'));
  };

  return (
    <>
      <FieldRow>
        <FilteredInput
          label={clientText('USERNAME_LABEL')}
          filter="username"
          name="username"
          autoCapitalize="none"
          value={form.username}
          onChange={onUsernameChange}
        />
        <Button
          variant="plain"
          onClick={onCheckUsername}
          disabled={check.pending || form.username.length < 4}
        >
          {clientText('CHECK_USERNAME')}
        </Button>
      </FieldRow>
      {check.error ? <FormMessage tone="bad">{check.error}</FormMessage> : problemOf('username')}
      {usernameChecked && usernameChecked === form.username ? (
        <FormMessage tone="good">{clientText('USERNAME_AVAILABLE')}</FormMessage>
      ) : null}
      <FilteredInput
        label={clientText('PASSWORD_LABEL')}
        filter="password"
        type="password"
        name="password"
        value={form.password}
        onChange={set('password')}
      />
      {problemOf('password')}
      <FilteredInput
        label={clientText('PASSWORD_CONFIRM_LABEL')}
        filter="password"
        type="password"
        name="passwordConfirm"
        value={form.passwordConfirm}
        onChange={set('passwordConfirm')}
      />
      {problemOf('passwordConfirm')}
      <FilteredInput
        label={clientText('NAME_LABEL')}
        filter="withoutSpecialDigitOrSpace"
        name="name"
        value={form.name}
        onChange={set('name')}
      />
      {problemOf('name')}
      <FilteredInput
        label={clientText('NICK_LABEL')}
        filter="withoutSpecialOrSpace"
        name="nick"
        value={form.nick}
        onChange={set('nick')}
      />
    </>
  );
}
