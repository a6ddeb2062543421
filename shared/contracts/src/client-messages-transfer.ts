/** The trade screen's move into the BINARY wallet, with its English. {name} parts are filled in where shown. */
export const TRANSFER_MESSAGES = {
  TRANSFER_OPEN: { ko: 'BINARY로 이동', en: 'Move to BINARY' },
  TRANSFER_TITLE: { ko: '{to} 지갑으로 이동', en: 'Move to the {to} wallet' },
  TRANSFER_AVAILABLE: { ko: '{from} 지갑 잔액', en: '{from} wallet balance' },
  TRANSFER_AMOUNT: { ko: '이동할 금액 ({currency})', en: 'Amount to move ({currency})' },
  TRANSFER_ALL: { ko: '전액', en: 'All' },
  TRANSFER_SUBMIT: { ko: '이동', en: 'Move' },
  TRANSFER_EMPTY: { ko: '이동할 금액을 입력해주세요.', en: 'Please enter the amount to move.' },
  TRANSFER_OVER: {
    ko: '이동할 금액이 {from} 잔액을 초과합니다.',
    en: 'The amount exceeds the {from} balance.',
  },
  TRANSFER_DONE: { ko: '{to} 지갑으로 {amount} 이동했습니다.', en: 'Moved {amount} to the {to} wallet.' },
} as const;
