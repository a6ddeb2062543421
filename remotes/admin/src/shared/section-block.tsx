import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

/** One titled block of a console screen (the areas, the lists, the registry), with an optional line under its title. */
export function SectionBlock({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  const theme = useTheme();
  return (
    <section aria-label={title} css={{ display: 'grid', gap: 8, minWidth: 0 }}>
      <h2 css={{ margin: 0, fontSize: 16, fontWeight: 700 }}>{title}</h2>
      {hint ? <p css={{ margin: 0, fontSize: 12, color: theme.color.textMuted }}>{hint}</p> : null}
      {children}
    </section>
  );
}
