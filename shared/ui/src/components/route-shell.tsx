import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

interface RouteShellProps {
  title: string;
  /** Who is signed in (or that it is a visitor), in the site's language. */
  who: string;
  /** Their money as it reads on screen. */
  money: string;
  /** The deployed build of the remote drawing this screen, so ops can see which one a player has. */
  buildTag?: string;
  children?: ReactNode;
}

/** The frame a remote draws its screens in: the area title and who is signed in with how much money. */
export function RouteShell({ title, who, money, buildTag, children }: RouteShellProps) {
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
        <span css={{ color: theme.color.textMuted, fontSize: 13 }}>{who}</span>
        <strong css={{ fontSize: 22 }}>{money}</strong>
      </div>
      {children}
    </section>
  );
}
