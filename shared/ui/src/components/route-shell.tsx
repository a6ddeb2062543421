import { formatAmount } from '@bx/contracts';
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

interface RouteShellProps {
  title: string;
  userName: string | null;
  money: string | null;
  /** The deployed build of the remote drawing this screen, so ops can see which one a player has. */
  buildTag?: string;
  children?: ReactNode;
}

/** The frame a remote draws its screens in: the area title and who is signed in with how much money. */
export function RouteShell({ title, userName, money, buildTag, children }: RouteShellProps) {
  const theme = useTheme();
  return (
    <section css={{ display: 'grid', gap: 16, padding: 16 }}>
      <header css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <h1 css={{ margin: 0, fontSize: 20 }}>{title}</h1>
        {buildTag ? (
          <small data-testid="build-tag" css={{ color: theme.color.textMuted }}>
            {buildTag}
          </small>
        ) : null}
      </header>
      <div
        data-testid="user-summary"
        css={{
          padding: 16,
          borderRadius: theme.radius,
          background: theme.color.surface,
          display: 'grid',
          gap: 4,
        }}
      >
        <span css={{ color: theme.color.textMuted, fontSize: 13 }}>{userName ?? '방문자'}</span>
        <strong css={{ fontSize: 22 }}>{money == null ? '-' : `${formatAmount(money, 0)} 원`}</strong>
      </div>
      {children}
    </section>
  );
}
