import { clientText, useAction } from '@bx/platform';
import { Button, FieldRow, FilteredInput, FormMessage } from '@bx/ui';

import { checkUsername } from '../api/check-username';

import { RegisterInput } from './register-input';
import type { RegisterStepProps } from './register-step';

/** The username, checked free with the server, the password twice, the name and the nickname. */
export function IdentityStep({
  usernameChecked,
  onUsernameChecked,
  ...step
}: RegisterStepProps & { usernameChecked: string | null; onUsernameChecked: (username: string) => void }) {
  const { form, set, problemOf } = step;
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
      <RegisterInput
        registration={step}
        field="password"
        label="PASSWORD_LABEL"
        filter="password"
        type="password"
      />
      <RegisterInput
        registration={step}
        field="passwordConfirm"
        label="PASSWORD_CONFIRM_LABEL"
        filter="password"
        type="password"
      />
      <RegisterInput
        registration={step}
        field="name"
        label="NAME_LABEL"
        filter="withoutSpecialDigitOrSpace"
      />
      <RegisterInput registration={step} field="nick" label="NICK_LABEL" filter="withoutSpecialOrSpace" />
    </>
  );
}
