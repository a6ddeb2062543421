/** The footer and header icon set: one outline drawing per name, filled when active. */
export type IconName =
  | 'copy'
  | 'dnw'
  | 'etc'
  | 'home'
  | 'more'
  | 'order'
  | 'search'
  | 'support'
  | 'trade'
  | 'wallet'
  | 'mypage'
  | 'message'
  | 'menu'
  | 'back'
  | 'close'
  | 'up';

const PATHS: Record<IconName, string> = {
  copy: 'M8 8h11v11H8zM5 5h11v2H7v9H5z',
  dnw: 'M4 7h13l-3-3M20 17H7l3 3',
  etc: 'M5 12h.01M12 12h.01M19 12h.01',
  home: 'M3 11l9-7 9 7v9h-6v-6H9v6H3z',
  more: 'M4 6h16M4 12h16M4 18h16',
  order: 'M13 2L4 14h7l-1 8 9-12h-7z',
  search: 'M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14zM16.5 16.5L21 21',
  support: 'M4 13a8 8 0 0 1 16 0v5h-4v-6h4M4 13v5h4v-6H4',
  trade: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  wallet: 'M3 7h18v13H3zM3 7l13-4v4M16 13h2',
  mypage: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  message: 'M4 5h16v11H8l-4 4z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  back: 'M15 5l-7 7 7 7',
  close: 'M6 6l12 12M18 6L6 18',
  up: 'M6 15l6-6 6 6',
};

export function Icon({
  name,
  active = false,
  size = 24,
}: {
  name: IconName;
  active?: boolean;
  size?: number;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill={active ? 'currentColor' : 'none'}
      fillOpacity={active ? 0.25 : 0}
      stroke="currentColor"
      strokeWidth={active ? 2.2 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
