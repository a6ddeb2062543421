import { useMe } from '@bx/platform';
import { RouteShell } from '@bx/ui';

interface AreaShellProps {
  routeId: string;
  /** Screen titles by route id, with the area's own name as the fallback. */
  titles: Record<string, string>;
  areaTitle: string;
  buildTag: string;
}

/** A remote's route shell, with the signed-in player's name and money from the one shared auth state. */
export function AreaShell({ routeId, titles, areaTitle, buildTag }: AreaShellProps) {
  const me = useMe();
  return (
    <RouteShell
      title={titles[routeId] ?? areaTitle}
      userName={me?.name ?? null}
      money={me?.money ?? null}
      buildTag={buildTag || undefined}
    />
  );
}
