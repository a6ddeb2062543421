import { useTheme } from '@emotion/react';

type Side = 'B' | 'S';

/**
 * Buy (B, red) and sell (S, blue) side by side, each one tap that sends an order: the one `sending` says
 * `sendingLabel` and both wait for it. `describedBy` names what says why they are disabled, while it shows.
 * `small` buttons leave room for a tall form above them.
 */
export function SideButtons({
  labelOf,
  sendingLabel,
  sending,
  onPress,
  disabled = false,
  describedBy,
  size = 'regular',
}: {
  labelOf: (side: Side) => string;
  sendingLabel: string;
  sending: Side | null;
  onPress: (side: Side) => void;
  disabled?: boolean;
  describedBy?: string;
  size?: 'regular' | 'small';
}) {
  const theme = useTheme();
  const small = size === 'small';
  const button = (side: Side) => (
    <button
      type="button"
      disabled={sending !== null || disabled}
      aria-busy={sending === side}
      aria-describedby={describedBy}
      onClick={() => onPress(side)}
      css={{
        minHeight: small ? 52 : 56,
        border: 'none',
        borderRadius: theme.radius,
        background: side === 'B' ? theme.color.buyFill : theme.color.sellFill,
        color: '#fff',
        fontSize: small ? 16 : 17,
        fontWeight: 800,
        cursor: 'pointer',
        ':disabled': { opacity: 0.5, cursor: 'default' },
      }}
    >
      {sending === side ? sendingLabel : labelOf(side)}
    </button>
  );
  return (
    <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
      {button('B')}
      {button('S')}
    </div>
  );
}
