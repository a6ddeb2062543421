import { clientText, useAuthStatus, useLogin, useMe } from '@bx/platform';
import { Button, TextField } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';

import { afterLoginTarget } from '../../shared/page-memory';

/**
 * The sign-in. A signed-in account never sees it (opened from /, a bookmark, or just signed in here): it goes to
 * its last page, or its home (afterLoginTarget).
 */
export function SignInPage() {
  const signedIn = useAuthStatus() === 'success';
  const role = useMe()?.role;
  if (signedIn) return <Navigate to={afterLoginTarget(role)} replace />;
  return <SignInForm />;
}

function SignInForm() {
  const theme = useTheme();
  const { submit, pending, error, clearError } = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await submit({ username, password });
  };

  return (
    <main css={{ display: 'grid', gap: 24, padding: '64px 20px 24px', maxWidth: 480, margin: '0 auto' }}>
      <h1 css={{ margin: 0, fontSize: 26 }}>{clientText('SIGN_IN')}</h1>
      <form onSubmit={onSubmit} css={{ display: 'grid', gap: 16 }}>
        <TextField
          label={clientText('USERNAME_LABEL')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            clearError();
          }}
          required
        />
        <TextField
          label={clientText('PASSWORD_LABEL')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            clearError();
          }}
          required
        />
        {error ? (
          <p role="alert" css={{ margin: 0, color: theme.color.danger }}>
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={pending}>
          {pending ? clientText('SIGNING_IN') : clientText('SIGN_IN')}
        </Button>
      </form>
      <nav css={{ display: 'flex', justifyContent: 'center', gap: 24, fontSize: 14 }}>
        <Link to="/register" css={{ color: theme.color.textMuted }}>
          {clientText('TITLE_SIGN_UP')}
        </Link>
        <Link to="/find" css={{ color: theme.color.textMuted }}>
          {clientText('TITLE_FIND_ACCOUNT')}
        </Link>
      </nav>
    </main>
  );
}
