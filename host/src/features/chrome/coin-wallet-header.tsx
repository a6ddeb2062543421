import { WALLET_TYPES, type WalletType } from '@bx/contracts';
import { useMe, useSiteInfo } from '@bx/platform';
import { CoinDrawer, type CoinChoice } from '@bx/ui';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import { HeaderBar, IconButton } from '../../shared/header-bar';
import { Icon } from '../../shared/icons';

const COIN_NAMES: Record<string, string> = {
  USDT: '테더',
  BTC: '비트코인',
  ETH: '이더리움',
  XRP: '리플',
  DOGE: '도지코인',
  EOS: '이오스',
};

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
      name: COIN_NAMES[code] ?? code,
      currency: (isWalletType(code) ? me?.wallet[code]?.currency : undefined) ?? code,
    }));

  return (
    <>
      <HeaderBar
        left={
          <IconButton label="뒤로" onClick={() => navigate(-1)}>
            <Icon name="back" />
          </IconButton>
        }
        title={COIN_NAMES[coin.toUpperCase()] ?? coin.toUpperCase()}
        right={
          <IconButton label="코인 선택" onClick={() => setOpen(true)}>
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
