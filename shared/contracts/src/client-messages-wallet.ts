/**
 * The deposit and withdrawal words (/dnw, /wallet/dnw_history and /search/dnw), with their English. Part of
 * CLIENT_MESSAGES. The three refusals before a request is sent are the spec's own (section 5).
 */
export const WALLET_MESSAGES = {
  DNW_TAB_DEPOSIT: { ko: '입금', en: 'Deposit' },
  DNW_TAB_WITHDRAW: { ko: '출금', en: 'Withdraw' },
  DNW_MONEY: { ko: '보유금액', en: 'Balance' },
  DNW_DEPOSIT_AMOUNT: { ko: '입금신청금액', en: 'Deposit amount' },
  DNW_WITHDRAW_AMOUNT: { ko: '출금신청금액', en: 'Withdrawal amount' },
  DNW_QUICK_AMOUNTS: { ko: '금액 빠른 입력', en: 'Quick amounts' },
  // Korean counts in 만 (+1만, +100만); English in thousands and millions (+10K, +1M), so both fit one row.
  DNW_QUICK_ADD: { ko: '+{count}만', en: '+{short}' },
  DNW_QUICK_CLEAR: { ko: '정정', en: 'Clear' },
  DNW_DEPOSIT_APPLY: { ko: '입금신청', en: 'Request deposit' },
  DNW_WITHDRAW_APPLY: { ko: '출금신청', en: 'Request withdrawal' },
  DNW_MINIMUM: { ko: '최소 신청금액 {amount} 원', en: 'Minimum request: KRW {amount}' },
  DNW_MAXIMUM: { ko: '1회 최대 신청금액 {amount} 원', en: 'Maximum per request: KRW {amount}' },
  DNW_BELOW_MINIMUM: {
    ko: '최소 신청금액은 {amount}원입니다.',
    en: 'The minimum request is KRW {amount}.',
  },
  DNW_ABOVE_MAXIMUM: {
    ko: '1회 최대 신청금액은 {amount}원입니다.',
    en: 'The most a single request can be is KRW {amount}.',
  },
  DNW_WITHDRAW_NEEDS_ACCOUNT: {
    ko: '출금 계좌가 등록되어 있어야 출금신청을 할 수 있습니다.',
    en: 'A payout account must be on file before you can request a withdrawal.',
  },

  DNW_DEPOSIT_ACCOUNT: { ko: '입금 계좌', en: 'Deposit account' },
  DNW_DEPOSIT_ACCOUNT_NONE: {
    ko: '입금 계좌는 고객센터로 문의해주세요.',
    en: 'Please ask the help desk for the deposit account.',
  },
  DNW_DEPOSIT_NAME_NOTE: {
    ko: '입금자명은 회원님의 이름과 같아야 합니다.',
    en: "The depositor's name must match your name.",
  },
  DNW_WITHDRAW_ACCOUNT: { ko: '출금 계좌', en: 'Payout account' },
  DNW_WITHDRAW_ACCOUNT_NONE: {
    ko: '등록된 출금 계좌가 없습니다. 고객센터로 문의해주세요.',
    en: 'No payout account is on file. Please contact the help desk.',
  },
  DNW_BANK: { ko: '은행', en: 'Bank' },
  DNW_ACCOUNT_NUMBER: { ko: '계좌번호', en: 'Account number' },
  DNW_HOLDER: { ko: '예금주', en: 'Holder' },

  DNW_DEPOSIT_EMPTY: { ko: '입금신청금액을 입력해주세요.', en: 'Please enter the deposit amount.' },
  DNW_WITHDRAW_EMPTY: { ko: '출금신청금액을 입력해주세요.', en: 'Please enter the withdrawal amount.' },
  DNW_WITHDRAW_OVER: {
    ko: '출금신청금액이 보유금액을 초과합니다.',
    en: 'The withdrawal amount exceeds your balance.',
  },
  DNW_DEPOSIT_CONFIRM: {
    ko: '{amount}원 입금을 신청하시겠습니까?',
    en: 'Request a deposit of KRW {amount}?',
  },
  DNW_WITHDRAW_CONFIRM: {
    ko: '{amount}원 출금을 신청하시겠습니까?',
    en: 'Request a withdrawal of KRW {amount}?',
  },
  // The account the deposit goes to, from the site's dnw settings, so the player need not look for it.
  DNW_DEPOSIT_DONE: {
    ko: '입금신청이 완료되었습니다. 아래 입금 계좌로 {amount}원을 입금해주세요.\n{bank} {account}\n예금주 {holder}',
    en: 'Your deposit request was received. Please transfer KRW {amount} to the deposit account:\n{bank} {account}\nHolder: {holder}',
  },
  DNW_DEPOSIT_DONE_ASK: {
    ko: '입금신청이 완료되었습니다. 입금 계좌는 고객센터로 문의해주세요.',
    en: 'Your deposit request was received. Please ask the help desk for the deposit account.',
  },
  DNW_WITHDRAW_DONE: {
    ko: '출금신청이 완료되었습니다.',
    en: 'Your withdrawal request was received.',
  },
  DNW_CANCEL_CONFIRM: {
    ko: '{type} {amount}원 신청을 취소하시겠습니까?',
    en: 'Cancel the {type} request of KRW {amount}?',
  },
  DNW_CANCELLED: { ko: '신청을 취소했습니다.', en: 'The request was cancelled.' },

  DNW_WAITING_TITLE: { ko: '처리 대기 중인 신청', en: 'Requests waiting' },
  DNW_WAITING_EMPTY: { ko: '대기 중인 신청이 없습니다.', en: 'No requests are waiting.' },
  DNW_HISTORY_LINK: { ko: '전체 내역 보기', en: 'See all requests' },
  DNW_HISTORY_EMPTY: { ko: '입출금 내역이 없습니다.', en: 'No deposits or withdrawals yet.' },
  DNW_HISTORY_EMPTY_PERIOD: {
    ko: '이 기간의 입출금 내역이 없습니다.',
    en: 'No deposits or withdrawals in this period.',
  },
  DNW_HISTORY_MORE: { ko: '더보기', en: 'Show more' },
  DNW_AMOUNT_KRW: { ko: '{amount} 원', en: 'KRW {amount}' },
  DNW_REQUESTED_AT: { ko: '신청일시', en: 'Requested' },
  DNW_PROCESSED_AT: { ko: '처리일시', en: 'Processed' },
  DNW_REJECT_REASON: { ko: '거절 사유: {reason}', en: 'Reason: {reason}' },
  DNW_FILTER_TYPE: { ko: '구분', en: 'Type' },
  DNW_FILTER_ALL: { ko: '전체', en: 'All' },
  DNW_SEARCH_TITLE: { ko: '입출금내역', en: 'Deposits & withdrawals' },
  // The search area's two screens, /search/oversea and /search/dnw, one tab each.
  SEARCH_TABS: { ko: '검색 메뉴', en: 'Search menu' },
  SEARCH_TAB_OVERSEA: { ko: '해외선물내역', en: 'Futures trades' },
  SEARCH_TAB_DNW: { ko: '입출금내역', en: 'Funds history' },

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
