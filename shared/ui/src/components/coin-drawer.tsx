import { clientText } from '@bx/platform';
import { useTheme } from '@emotion/react';

import { useEscapeKey } from '../hooks/use-escape-key';

import { CoinLogo } from './coin-logo';
import { ListRowButton } from './list-row-button';
import { SheetHeader } from './sheet-header';

export interface CoinChoice {
  coin: string;
  name: string;
  /** The currency of the wallet the coin is held in. */
  currency: string;
}

/** The full-screen coin selection sheet that slides up from the bottom. */
export function CoinDrawer({
  open,
  coins,
  onPick,
  onClose,
}: {
  open: boolean;
  coins: CoinChoice[];
  onPick: (choice: CoinChoice) => void;
  onClose: () => void;
}) {
  const theme = useTheme();
  useEscapeKey(open, onClose);
  if (!open) return null;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={clientText('COIN_SELECT')}
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: 45,
        display: 'flex',
        flexDirection: 'column',
        background: theme.color.background,
      }}
    >
      <SheetHeader title={clientText('COIN_SELECT')} onClose={onClose} />
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto' }}>
        {coins.map((choice) => (
          <li key={choice.coin}>
            <ListRowButton columns="32px 1fr auto" onClick={() => onPick(choice)}>
              <CoinLogo coin={choice.coin} />
              <span>{choice.name}</span>
              <span css={{ color: theme.color.textMuted, fontSize: 13 }}>{choice.currency}</span>
            </ListRowButton>
          </li>
        ))}
      </ul>
    </div>
  );
}
