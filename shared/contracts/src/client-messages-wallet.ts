/**
 * The deposit and withdrawal words (/dnw, /wallet/dnw_history and /search/dnw), with their English. Part of
 * CLIENT_MESSAGES. The three refusals before a request is sent are the spec's own (section 5).
 */
export const WALLET_MESSAGES = {
  DNW_HISTORY_MORE: { ko: '더보기', en: 'Show more' },
  DNW_AMOUNT_KRW: { ko: '{amount} 원', en: 'KRW {amount}' },
  DNW_REQUESTED_AT: { ko: '신청일시', en: 'Requested' },
  DNW_PROCESSED_AT: { ko: '처리일시', en: 'Processed' },
  DNW_REJECT_REASON: { ko: '거절 사유: {reason}', en: 'Reason: {reason}' },

  // The spec's history type codes (section 3).
  DNW_TYPE_B: { ko: '보너스', en: 'Bonus' },
  DNW_TYPE_D: { ko: '입금', en: 'Deposit' },
  DNW_TYPE_W: { ko: '출금', en: 'Withdrawal' },
  DNW_TYPE_WB: { ko: 'P2P 구매', en: 'P2P buy' },
  DNW_TYPE_WS: { ko: 'P2P 판매', en: 'P2P sell' },
  DNW_TYPE_TI: { ko: '받기', en: 'Transfer in' },
  DNW_TYPE_CI: { ko: '코인 받기', en: 'Coin received' },
  DNW_TYPE_TO: { ko: '보내기', en: 'Transfer out' },
  DNW_TYPE_CO: { ko: '코인 보내기', en: 'Coin sent' },
  DNW_TYPE_E: { ko: '취소', en: 'Reversal' },
  DNW_TYPE_C: { ko: '정산', en: 'Settlement' },
  DNW_TYPE_PB: { ko: '보너스 지급', en: 'Bonus grant' },
  DNW_TYPE_PM: { ko: '차감', en: 'Deduction' },

  DNW_STATUS_WAIT: { ko: '대기', en: 'Waiting' },
  DNW_STATUS_DONE: { ko: '완료', en: 'Done' },
  DNW_STATUS_REJECT: { ko: '거절', en: 'Rejected' },
  DNW_STATUS_CANCEL: { ko: '취소', en: 'Cancelled' },
} as const;
