import { WALLET_TYPES, type WalletType } from '@bx/contracts';
import { clientText, useMe, useSiteInfo } from '@bx/platform';
import { CoinDrawer, coinName, type CoinChoice } from '@bx/ui';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import { HeaderBar, IconButton } from '../../shared/header-bar';
import { Icon } from '../../shared/icons';

const isWalletType = (coin: string): coin is WalletType => (WALLET_TYPES as readonly string[]).includes(coin);

/** The coin wallet header: back, the coin shown, and the coin selection sheet to switch to another coin. */
export function CoinWalletHeader() {
  const navigate = useNavigate();
  const { type = '', coin = '' } = useParams();
  const site = useSiteInfo();
  const me = useMe();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  const coins: CoinChoice[] = (site?.usedCoins ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean)
    .map((code) => ({
      coin: code,
      name: coinName(code),
      currency: (isWalletType(code) ? me?.wallet[code]?.currency : undefined) ?? code,
    }));

  return (
    <>
      <HeaderBar
        left={
          <IconButton label={clientText('BACK')} onClick={() => navigate(-1)}>
            <Icon name="back" />
          </IconButton>
        }
        title={coinName(coin.toUpperCase())}
        right={
          <IconButton label={clientText('COIN_PICK')} onClick={() => setOpen(true)}>
            <Icon name="wallet" />
          </IconButton>
        }
      />
      <CoinDrawer
        open={open}
        coins={coins}
        onClose={close}
        onPick={(choice) => {
          close();
          navigate(`/wallet/${type}/${choice.coin}`);
        }}
      />
    </>
  );
}
