import { formatKstDateTime } from '@bx/contracts';
import type { SiteRemote } from '@bx/contracts';
import { Button, cardStyle, FieldRow, FormMessage, SwitchRow, TextField } from '@bx/ui';

import { useTheme } from '@emotion/react';

import { useState, type FormEvent } from 'react';

import { runConfirmed } from '../../../shared/run-confirmed';

import { useChangeSiteRemote } from '../api/change-site-remote';

import { useRollbackSiteRemote } from '../api/rollback-site-remote';

import { entryProblem } from '../utils/entry-hint';

import { adminText } from '../../../shared/admin-text';

/**
 * One remote of the registry: its build now and before, its switch, a field to point it at another manifest
 * (checked as the server checks it before anything is sent) and the rollback, each change confirmed first.
 */
export function RemoteRow({ remote }: { remote: SiteRemote }) {
  const theme = useTheme();
  const change = useChangeSiteRemote();
  const rollback = useRollbackSiteRemote();
  const [entry, setEntry] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const busy = change.isPending || rollback.isPending;
  const name = remote.name;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = entry.trim();
    const refused = entryProblem(name, next, remote.entry);
    setProblem(refused === null ? null : adminText(refused, { name }));
    if (refused !== null) return;
    void runConfirmed(
      adminText('ADM_ENTRY_CONFIRM', { name, entry: next }),
      () => change.mutateAsync({ name, entry: next }),
      () => adminText('ADM_REMOTE_CHANGED', { name }),
    ).then((done) => done && setEntry(''));
  };

  const switchTo = (enabled: boolean) =>
    void runConfirmed(
      adminText(enabled ? 'ADM_REMOTE_ON_CONFIRM' : 'ADM_REMOTE_OFF_CONFIRM', { name }),
      () => change.mutateAsync({ name, enabled }),
      () => adminText('ADM_REMOTE_CHANGED', { name }),
    );

  const goBack = () =>
    void runConfirmed(
      adminText('ADM_ROLLBACK_CONFIRM', { name, entry: remote.previousEntry ?? '' }),
      () => rollback.mutateAsync(name),
      () => adminText('ADM_REMOTE_CHANGED', { name }),
    );

  const line = { margin: 0, fontSize: 12, color: theme.color.textMuted, overflowWrap: 'anywhere' } as const;
  return (
    <li css={{ minWidth: 0 }}>
      <article aria-label={name} css={{ ...cardStyle(theme), gap: 8 }}>
        {/* The console itself is never switched off (the server refuses it): nothing could switch it back on. */}
        {name === 'admin' ? (
          <strong css={{ fontSize: 15 }}>{name}</strong>
        ) : (
          <div css={{ margin: '0 -14px' }}>
            <SwitchRow
              label={adminText('ADM_REMOTE_ENABLED', { name })}
              checked={remote.enabled}
              busy={busy}
              onChange={switchTo}
            />
          </div>
        )}
        <p css={{ ...line, color: theme.color.text, fontSize: 13 }} data-testid={`remote-entry-${name}`}>
          <span css={{ color: theme.color.textMuted }}>{adminText('ADM_REMOTE_CURRENT')} </span>
          <code>{remote.entry}</code>
        </p>
        {remote.previousEntry ? (
          <p css={line}>
            {adminText('ADM_REMOTE_PREVIOUS')} <code>{remote.previousEntry}</code>
          </p>
        ) : null}
        <p css={line}>
          {adminText('ADM_REMOTE_UPDATED')}{' '}
          <time dateTime={new Date(remote.updatedAt).toISOString()}>
            {formatKstDateTime(remote.updatedAt)}
          </time>
        </p>
        <form onSubmit={apply} noValidate css={{ display: 'grid', gap: 6 }}>
          <FieldRow>
            <TextField
              label={adminText('ADM_REMOTE_ENTRY', { name })}
              value={entry}
              placeholder={`/remotes/${name}/…/mf-manifest.json`}
              autoCapitalize="none"
              autoComplete="off"
              spellCheck={false}
              inputMode="url"
              onChange={(event) => setEntry(event.target.value)}
            />
            <Button type="submit" busy={change.isPending} disabled={rollback.isPending}>
              {adminText('ADM_APPLY')}
            </Button>
          </FieldRow>
          {problem ? <FormMessage tone="bad">{problem}</FormMessage> : null}
        </form>
        <Button
          variant="plain"
          size="small"
          busy={rollback.isPending}
          disabled={remote.previousEntry === null || change.isPending}
          onClick={goBack}
        >
          {adminText('ADM_ROLLBACK')}
        </Button>
      </article>
    </li>
  );
}
