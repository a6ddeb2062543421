/**
 * The ops console's copy-trader section (/admin/trading): the profit-share caps, the site's copy traders with their
 * terms and figures, and the profit shares booked, with their English. Codes start OPS_CT_.
 */
export const ADMIN_COPYTRADE_MESSAGES = {
  OPS_CT_SECTION: { ko: '카피 트레이더', en: 'Copy traders' },
  OPS_CT_HINT: {
    ko: '트레이더가 정하는 수익 분배율의 상한과 트레이더별 조건입니다. 상한을 바꾸면 이후 새 팔로우부터 적용됩니다.',
    en: "The cap on the profit share traders set, and each trader's terms. A new cap applies to follows from then on.",
  },
  OPS_CT_CAP_SITE: { ko: '이 사이트 상한 (%)', en: 'This site’s cap (%)' },
  OPS_CT_CAP_PLATFORM: { ko: '전체 사이트 기본 상한 (%)', en: 'Every site’s default cap (%)' },
  OPS_CT_CAP_NOW: {
    ko: '적용 중인 상한 {cap}% (이 사이트 {site}, 기본 {platform}%)',
    en: 'Cap in force {cap}% (this site {site}, default {platform}%)',
  },
  OPS_CT_CAP_NONE: { ko: '없음', en: 'none' },
  OPS_CT_CAP_CLEAR: { ko: '기본 상한 사용', en: 'Use the default' },
  OPS_CT_CAP_INVALID: {
    ko: '0에서 100 사이의 정수를 입력해주세요.',
    en: 'Enter a whole number from 0 to 100.',
  },
  OPS_CT_TRADERS: { ko: '트레이더 목록', en: 'Traders' },
  OPS_CT_TRADERS_EMPTY: { ko: '카피 트레이더가 없습니다.', en: 'No copy traders.' },
  OPS_CT_TRADER_LINE: {
    ko: '팔로워 {followers}/{max} · 최소 잔고 {minBalance} USDT · 분배율 {share}%',
    en: 'Followers {followers}/{max} · minimum balance {minBalance} USDT · share {share}%',
  },
  OPS_CT_TRADER_FIGURES: {
    ko: '30일 수익률 {roi}% · 최대 낙폭 {mdd}% · 운용 자산 {auc} USDT · 받은 분배 {shared} USDT',
    en: '30-day ROI {roi}% · max drawdown {mdd}% · under copy {auc} USDT · shares received {shared} USDT',
  },
  OPS_CT_MAX_FOLLOWERS: { ko: '최대 팔로워', en: 'Maximum followers' },
  OPS_CT_MIN_BALANCE: { ko: '최소 잔고 (USDT)', en: 'Minimum balance (USDT)' },
  OPS_CT_TERMS_INVALID: {
    ko: '최대 팔로워는 0~10,000, 최소 잔고는 소수 6자리까지의 0 이상 금액입니다.',
    en: 'Maximum followers is 0 to 10,000; the minimum balance 0 or more, six decimals at most.',
  },
  OPS_CT_SHARES: { ko: '수익 분배 내역', en: 'Profit shares' },
  OPS_CT_SHARES_EMPTY: { ko: '수익 분배 내역이 없습니다.', en: 'No profit shares yet.' },
  OPS_CT_SHARE_LINE: {
    ko: '{follower} → {trader} · {period} · 실현손익 {pnl} × {percent}%',
    en: '{follower} → {trader} · {period} · realized {pnl} × {percent}%',
  },
  OPS_CT_SHARE_END: { ko: '종료 정산', en: 'at the end' },
} as const;
