import ada from 'cryptocurrency-icons/svg/color/ada.svg';
import atom from 'cryptocurrency-icons/svg/color/atom.svg';
import btc from 'cryptocurrency-icons/svg/color/btc.svg';
import chz from 'cryptocurrency-icons/svg/color/chz.svg';
import doge from 'cryptocurrency-icons/svg/color/doge.svg';
import dot from 'cryptocurrency-icons/svg/color/dot.svg';
import eos from 'cryptocurrency-icons/svg/color/eos.svg';
import etc from 'cryptocurrency-icons/svg/color/etc.svg';
import eth from 'cryptocurrency-icons/svg/color/eth.svg';
import link from 'cryptocurrency-icons/svg/color/link.svg';
import ltc from 'cryptocurrency-icons/svg/color/ltc.svg';
import matic from 'cryptocurrency-icons/svg/color/matic.svg';
import sol from 'cryptocurrency-icons/svg/color/sol.svg';
import trx from 'cryptocurrency-icons/svg/color/trx.svg';
import usdt from 'cryptocurrency-icons/svg/color/usdt.svg';
import xrp from 'cryptocurrency-icons/svg/color/xrp.svg';
import type { ReactNode } from 'react';

/**
 * The spec's coin logos (and USDT's): the coins' own marks from cryptocurrency-icons (CC0), served with the build,
 * each a small file of its own the browser keeps.
 */
const COIN_MARKS: Record<string, string> = {
  ADA: ada,
  ATOM: atom,
  BTC: btc,
  CHZ: chz,
  DOGE: doge,
  DOT: dot,
  EOS: eos,
  ETC: etc,
  ETH: eth,
  LINK: link,
  LTC: ltc,
  MATIC: matic,
  SOL: sol,
  TRX: trx,
  USDT: usdt,
  XRP: xrp,
};

/** The wallets that are no coin, drawn here: the binary account (up and down), futures (a rising line), won. */
const WALLET_MARKS: Record<string, { colour: string; mark: ReactNode }> = {
  BINARY: {
    colour: '#f0b90b',
    mark: <path d="M10 14l4-5 4 5h-3v3h-2v-3zM22 18l-4 5-4-5h3v-3h2v3z" fill="#fff" />,
  },
  FUTURES: {
    colour: '#0ecb81',
    mark: (
      <polyline
        points="8,21 13,15 17,18 24,10"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ),
  },
  KRW: {
    colour: '#3b5bdb',
    mark: (
      <path
        d="M9 10l3 12 4-9 4 9 3-12M8 15h16M8 18.5h16"
        fill="none"
        stroke="#fff"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ),
  },
};

/**
 * A coin's or wallet's logo, a coin the build has no mark for as its ticker's initials. It stands beside the
 * coin's name, so it is decorative unless given a `label` (then it is an image of that name).
 */
export function CoinLogo({ coin, size = 32, label }: { coin: string; size?: number; label?: string }) {
  const code = coin.toUpperCase();
  const image = COIN_MARKS[code];
  if (image !== undefined)
    return <img src={image} width={size} height={size} alt={label ?? ''} data-coin={code} />;
  const wallet = WALLET_MARKS[code];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      data-coin={code}
      {...(label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      <circle cx="16" cy="16" r="16" fill={wallet?.colour ?? '#555b6b'} />
      {wallet?.mark ?? (
        <text
          x="16"
          y="20.5"
          textAnchor="middle"
          fontSize="11"
          fontWeight="700"
          fill="#fff"
          fontFamily="sans-serif"
        >
          {code.slice(0, 3)}
        </text>
      )}
    </svg>
  );
}
