import { clientText, showAlert, useAction } from '@bx/platform';
import { Button, FilteredInput, FormMessage, formatPhone, PhoneInput } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { findId } from './api/find-id';
import { findPassword } from './api/find-password';
import { resetPassword } from './api/reset-password';
import { CodeInput } from './code-input';

type Tab = 'id' | 'password';

/** Finding a username, or resetting a password with a code sent to the registered phone. */
export function FindAccountPage() {
  const theme = useTheme();
  const [tab, setTab] = useState<Tab>('id');
  return (
    <div css={{ display: 'grid', gap: 16, padding: 20, maxWidth: 480, margin: '0 auto' }}>
      <div role="tablist" css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
        {(['id', 'password'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            onClick={() => setTab(value)}
            css={{
              height: 44,
              borderRadius: theme.radius,
              border: `1px solid ${tab === value ? theme.color.accent : theme.color.border}`,
              background: 'transparent',
              color: tab === value ? theme.color.accent : theme.color.textMuted,
              fontWeight: 700,
            }}
          >
            {clientText(value === 'id' ? 'FIND_ID' : 'FIND_PASSWORD')}
          </button>
        ))}
      </div>
      {tab === 'id' ? <FindIdForm /> : <ResetPasswordForm />}
    </div>
  );
}

function FindIdForm() {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const find = useAction(findId);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await find.run({ name, phone: formatPhone(phone) });
    if (sent) await showAlert(clientText('ID_SENT', { to: sent.to }));
  };
  return (
    <form onSubmit={onSubmit} css={{ display: 'grid', gap: 16 }}>
      <FilteredInput
        label={clientText('NAME_LABEL')}
        filter="withoutSpecialDigitOrSpace"
        name="name"
        value={name}
        onChange={setName}
      />
      <PhoneInput label={clientText('PHONE_LABEL')} name="phone" value={phone} onChange={setPhone} />
      {find.error ? <FormMessage tone="bad">{find.error}</FormMessage> : null}
      <Button type="submit" disabled={find.pending || !name || phone.length < 9}>
        {clientText('FIND_ID')}
      </Button>
    </form>
  );
}

function ResetPasswordForm() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useAction(findPassword);
  const reset = useAction(resetPassword);

  const onRequest = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await request.run({ username, phone: formatPhone(phone) });
    if (sent) setSentTo(sent.to);
  };
  const onReset = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await reset.run({ username, code, password }))) return;
    await showAlert(clientText('PASSWORD_RESET'));
    navigate('/signin', { replace: true });
  };

  if (!sentTo) {
    return (
      <form onSubmit={onRequest} css={{ display: 'grid', gap: 16 }}>
        <FilteredInput
          label={clientText('USERNAME_LABEL')}
          filter="username"
          name="username"
          autoCapitalize="none"
          value={username}
          onChange={setUsername}
        />
        <PhoneInput label={clientText('PHONE_LABEL')} name="phone" value={phone} onChange={setPhone} />
        {request.error ? <FormMessage tone="bad">{request.error}</FormMessage> : null}
        <Button type="submit" disabled={request.pending || !username || phone.length < 9}>
          {clientText('SEND_CODE')}
        </Button>
      </form>
    );
  }
  return (
    <form onSubmit={onReset} css={{ display: 'grid', gap: 16 }}>
      <FormMessage tone="good">{clientText('CODE_SENT', { to: sentTo })}</FormMessage>
      <CodeInput value={code} onChange={setCode} />
      <FilteredInput
        label={clientText('NEW_PASSWORD_LABEL')}
        filter="password"
        type="password"
        name="password"
        value={password}
        onChange={setPassword}
      />
      {reset.error ? <FormMessage tone="bad">{reset.error}</FormMessage> : null}
      <Button type="submit" disabled={reset.pending || code.length !== 6 || password.length < 6}>
        {clientText('CHANGE_PASSWORD')}
      </Button>
    </form>
  );
}
