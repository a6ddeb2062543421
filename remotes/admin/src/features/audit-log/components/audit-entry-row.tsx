import { formatKstDateTime } from '@bx/contracts';
import type { AdminAuditEntry } from '@bx/contracts';
import { cardStyle, Chip, tabular } from '@bx/ui';

import { useTheme } from '@emotion/react';

import type { ReactNode } from 'react';

import { answered, auditChanges, compactValue } from '../utils/audit-changes';

import { adminText } from '../../../shared/admin-text';

/**
 * One operator action: who, the call, its status (a refusal marked), when; under it, folded, what changed
 * (before → after, where the call knows its before) or else what was sent and answered.
 */
export function AuditEntryRow({ entry }: { entry: AdminAuditEntry }) {
  const theme = useTheme();
  const refused = entry.status >= 400;
  const changes = auditChanges(entry.before, entry.after);
  const first = changes[0];
  const muted = { fontSize: 12, color: theme.color.textMuted } as const;
  const code = {
    ...tabular,
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    fontSize: 12,
    overflowWrap: 'anywhere',
  } as const;
  return (
    <li css={{ listStyle: 'none', minWidth: 0 }}>
      <article aria-label={`${entry.admin} ${entry.action}`} css={{ ...cardStyle(theme), gap: 6 }}>
        <header css={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
          <strong css={{ fontSize: 14 }}>{entry.admin}</strong>
          <Chip tone={refused ? 'accent' : 'muted'}>
            {refused ? `${entry.status} ${adminText('ADM_AUDIT_REFUSED')}` : entry.status}
          </Chip>
          <time
            dateTime={new Date(entry.at).toISOString()}
            css={{ ...muted, ...tabular, marginLeft: 'auto' }}
          >
            {formatKstDateTime(entry.at)}
          </time>
        </header>
        <p css={{ ...code, margin: 0, fontSize: 13 }}>{entry.action}</p>
        <details css={{ ...muted, minWidth: 0 }}>
          <summary
            css={{
              cursor: 'pointer',
              minWidth: 0,
              minHeight: 32,
              display: 'flex',
              alignItems: 'center',
              gap: 6,
              listStyle: 'none',
              '::-webkit-details-marker': { display: 'none' },
              '::before': { content: '"▸"', flex: 'none' },
              'details[open] > &::before': { content: '"▾"' },
            }}
          >
            <span css={{ flex: 'none' }}>{adminText('ADM_AUDIT_DETAILS')}</span>
            {first ? (
              <span
                css={{
                  ...code,
                  minWidth: 0,
                  color: theme.color.text,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {first.field}: {first.before} → {first.after}
              </span>
            ) : null}
          </summary>
          <dl
            css={{
              display: 'grid',
              gridTemplateColumns: 'auto minmax(0, 1fr)',
              gap: '4px 10px',
              margin: '6px 0 0',
              color: theme.color.text,
            }}
          >
            {changes.length > 0 ? (
              changes.map((change) => (
                <Detail key={change.field} term={change.field}>
                  {change.before} → {change.after}
                </Detail>
              ))
            ) : (
              <>
                <Detail term={adminText('ADM_AUDIT_REQUEST')}>{compactValue(entry.request)}</Detail>
                <Detail term={adminText('ADM_AUDIT_AFTER')}>
                  {compactValue(entry.status >= 400 ? entry.after : answered(entry.after))}
                </Detail>
              </>
            )}
          </dl>
        </details>
      </article>
    </li>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt css={{ fontSize: 12, fontWeight: 700 }}>{term}</dt>
      <dd css={{ margin: 0, fontSize: 12, overflowWrap: 'anywhere' }}>{children}</dd>
    </>
  );
}
