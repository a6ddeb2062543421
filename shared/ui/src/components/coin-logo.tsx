/** The spec's coin logos, drawn here rather than fetched: each coin's colour and its ticker's initials. */
const COLOURS: Record<string, string> = {
  ADA: '#0033ad',
  ATOM: '#2e3148',
  BINARY: '#f0b90b',
  BTC: '#f7931a',
  CHZ: '#cd0124',
  DOGE: '#c2a633',
  DOT: '#e6007a',
  EOS: '#443f54',
  ETC: '#328332',
  ETH: '#627eea',
  FUTURES: '#0ecb81',
  LINK: '#2a5ada',
  LTC: '#345d9d',
  MATIC: '#8247e5',
  SOL: '#9945ff',
  TRX: '#eb0029',
  XRP: '#23292f',
  USDT: '#26a17b',
};

export function CoinLogo({ coin, size = 32 }: { coin: string; size?: number }) {
  const code = coin.toUpperCase();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={code}>
      <circle cx="16" cy="16" r="16" fill={COLOURS[code] ?? '#555b6b'} />
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
    </svg>
  );
}
