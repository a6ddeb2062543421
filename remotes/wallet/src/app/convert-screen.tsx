import { useSiteFlags, useSiteInfo } from '@bx/platform';
import { Loader } from '@bx/ui';
import { Navigate, useNavigate, useParams } from 'react-router-dom';

import { ConvertPickers } from '../features/coin-exchange/components/convert-pickers';
import { ExchangeForm } from '../features/coin-exchange/components/exchange-form';
import { Screen } from '../shared/screen';
import { useSiteCoins } from '../shared/site-coins';
import { visuallyHidden } from '../shared/visually-hidden';

import { convertPair } from './convert-pair';
import { walletText } from '../shared/wallet-text';

/**
 * /wallet/convert/{from}_{to} (전환): the two wallets (the address keeps them, so a reload or the way back
 * does), the amount and its live quote, and the conversion at that quote.
 */
export function ConvertScreen() {
  const navigate = useNavigate();
  const { pair = '' } = useParams();
  const site = useSiteInfo();
  const flags = useSiteFlags();
  const coins = useSiteCoins();
  const wallets = [...(flags.futures ? ['FUTURES'] : []), ...(flags.binary ? ['BINARY'] : []), ...coins.used];
  const chosen = convertPair(pair, wallets);
  const title = walletText('TITLE_CONVERT');
  if (site !== null && chosen !== null && `${chosen.from}_${chosen.to}` !== pair) {
    return <Navigate to={`/wallet/convert/${chosen.from}_${chosen.to}`} replace />;
  }
  return (
    <Screen label={title}>
      <h1 css={visuallyHidden}>{title}</h1>
      {site === null || chosen === null ? (
        <Loader label={walletText('LIST_LOADING')} />
      ) : (
        <>
          <ConvertPickers
            wallets={wallets}
            from={chosen.from}
            to={chosen.to}
            onChange={(from, to) => navigate(`/wallet/convert/${from}_${to}`, { replace: true })}
          />
          <ExchangeForm key={pair} kind="convert" from={chosen.from} to={chosen.to} />
        </>
      )}
    </Screen>
  );
}
