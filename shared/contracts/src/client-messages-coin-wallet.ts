/**
 * The coin wallet's words (/wallet/asset, /wallet/{type}/{coin}, /wallet/convert/{from}_{to}, /wallet/p2p,
 * /wallet/history), with their English. Part of CLIENT_MESSAGES.
 */
export const COIN_WALLET_MESSAGES = {
  WALLET_MONEY: { ko: '원화', en: 'KRW' },
  WALLET_FUTURES: { ko: '선물 지갑', en: 'Futures wallet' },
  WALLET_BINARY: { ko: '바이너리 지갑', en: 'Binary wallet' },
  COIN_AMOUNT: { ko: '{amount} {coin}', en: '{amount} {coin}' },

  COIN_TABS: { ko: '지갑 메뉴', en: 'Wallet actions' },

  COPY: { ko: '복사', en: 'Copy' },
  COPY_WHAT: { ko: '{what} 복사', en: 'Copy the {what}' },
  COPIED: { ko: '복사되었습니다.', en: 'Copied.' },
  COPY_FAILED: {
    ko: '복사하지 못했습니다. 길게 눌러 직접 복사해주세요.',
    en: 'Could not copy. Press and hold to copy it yourself.',
  },

  SEND_DONE: {
    ko: '{username} 님에게 {amount} {coin}을(를) 보냈습니다.',
    en: 'Sent {amount} {coin} to {username}.',
  },

  SELL_DONE: {
    ko: '{amount} {coin}을(를) 판매하여 {receive} 원을 받았습니다.',
    en: 'Sold {amount} {coin} for KRW {receive}.',
  },

  CONVERT_SAME: { ko: '서로 다른 두 지갑을 선택해주세요.', en: 'Choose two different wallets.' },

  P2P_CONFIRM: {
    ko: '{provider}을(를) 통해 {amount}원 구매를 신청하시겠습니까?',
    en: 'Request a purchase of KRW {amount} through {provider}?',
  },
} as const;
