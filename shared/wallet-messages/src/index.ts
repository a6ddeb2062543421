/**
 * The wallet area's texts with their English. A package of its own, not one of the federation's shared
 * singletons: only the wallet remote's build bundles it, so a new or changed text ships with that remote's
 * deploy and the shared `@bx/contracts` every page loads leaves it out.
 */
export const WALLET_TEXTS = {
  COIN_UNKNOWN: { ko: '지원하지 않는 코인입니다: {coin}', en: 'This coin is not supported: {coin}' },
  COIN_BALANCE: { ko: '보유수량', en: 'Balance' },
  DNW_CANCEL_CONFIRM_COIN: {
    ko: '{type} {amount} 신청을 취소하시겠습니까?',
    en: 'Cancel the {type} request of {amount}?',
  },
  AMOUNT_EMPTY: { ko: '수량을 입력해주세요.', en: 'Please enter an amount.' },
  AMOUNT_OVER: { ko: '보유수량을 초과합니다.', en: 'The amount exceeds your balance.' },
  AMOUNT_ABOVE_LIMIT: {
    ko: '1회 최대 수량은 {amount}입니다.',
    en: 'The most a single request can be is {amount}.',
  },
  ASSET_TOTAL: { ko: '총 보유자산 (원화 환산)', en: 'Total assets in KRW' },
  ASSET_LIST: { ko: '지갑별 자산', en: 'Assets by wallet' },
  ASSET_KRW_VALUE: { ko: '원화 환산 {amount} 원', en: 'KRW {amount}' },
  ASSET_UNPRICED: {
    ko: '시세가 없는 {wallets} 지갑은 합계에서 제외했습니다.',
    en: 'Left out of the total for want of a price: {wallets}.',
  },
  ASSET_RATES_AT: { ko: '{time} 시세 기준', en: 'Prices as of {time}' },
  ASSET_RATE_BASIS: {
    ko: '원화 환산: 1 USDT = {rate}원 (USDT/KRW), 코인은 USDT 마켓 시세 × USDT/KRW',
    en: 'In KRW at 1 USDT = KRW {rate} (USDT/KRW); coins at their USDT price × USDT/KRW',
  },
  ASSET_UNIT_RATE: { ko: '1 {coin} = {amount} 원', en: '1 {coin} = KRW {amount}' },
  ASSET_RATES_FAILED: {
    ko: '시세를 불러오지 못해 원화 환산 금액을 표시할 수 없습니다.',
    en: 'Prices could not be loaded, so no KRW values are shown.',
  },
  COIN_TAB_SEND: { ko: '보내기', en: 'Send' },
  COIN_TAB_BUY: { ko: '구매', en: 'Buy' },
  COIN_TAB_SELL: { ko: '판매', en: 'Sell' },
  DEPOSIT_NETWORK: { ko: '네트워크', en: 'Network' },
  DEPOSIT_ADDRESS: { ko: '입금 주소', en: 'Deposit address' },
  DEPOSIT_TAG: { ko: '데스티네이션 태그', en: 'Destination tag' },
  DEPOSIT_MEMO: { ko: '메모', en: 'Memo' },
  DEPOSIT_TAG_WARNING: {
    ko: '입금할 때 {label}을(를) 반드시 함께 입력하세요. {label} 없이 보낸 입금은 찾을 수 없습니다.',
    en: 'Always send the {label} with your deposit. A deposit sent without the {label} cannot be found.',
  },
  DEPOSIT_NETWORK_NOTE: {
    ko: '{network} 네트워크로만 입금해주세요. 다른 네트워크로 보낸 코인은 찾을 수 없습니다.',
    en: 'Deposit over {network} only. Coins sent over another network cannot be recovered.',
  },
  DEPOSIT_QR: { ko: '{coin} 입금 주소 QR 코드', en: 'QR code of the {coin} deposit address' },
  DEPOSIT_NOT_OFFERED: {
    ko: '이 사이트에서는 {coin} 입금을 지원하지 않습니다.',
    en: 'This site does not take {coin} deposits.',
  },
  COIN_WITHDRAW_ADDRESS: { ko: '출금 주소', en: 'Withdrawal address' },
  COIN_WITHDRAW_AMOUNT: { ko: '출금 수량 ({coin})', en: 'Amount to withdraw ({coin})' },
  COIN_WITHDRAW_ADDRESS_EMPTY: {
    ko: '출금 주소를 입력해주세요.',
    en: 'Please enter the withdrawal address.',
  },
  COIN_WITHDRAW_CONFIRM: {
    ko: '{amount} {coin} 출금을 신청하시겠습니까?\n{address}',
    en: 'Request a withdrawal of {amount} {coin}?\n{address}',
  },
  COIN_WITHDRAW_DONE: {
    ko: '출금신청이 완료되었습니다. 운영자 확인 후 처리되며, 그동안 신청 수량은 보류됩니다.',
    en: 'Your withdrawal request was received. An operator processes it; until then the amount is held.',
  },
  SEND_USERNAME: { ko: '받는 회원 아이디', en: "Receiver's username" },
  SEND_AMOUNT: { ko: '보낼 수량 ({coin})', en: 'Amount to send ({coin})' },
  SEND_USERNAME_EMPTY: {
    ko: '받는 회원 아이디를 입력해주세요.',
    en: "Please enter the receiver's username.",
  },
  SEND_NOTE: {
    ko: '보내기는 즉시 처리되며 취소할 수 없습니다.',
    en: 'A send happens at once and cannot be undone.',
  },
  SEND_CONFIRM: {
    ko: '{username} 님에게 {amount} {coin}을(를) 보내시겠습니까?',
    en: 'Send {amount} {coin} to {username}?',
  },
  TRADE_NOT_OFFERED: {
    ko: '이 사이트에서는 {coin} 구매와 판매를 지원하지 않습니다.',
    en: 'This site does not buy or sell {coin}.',
  },
  BUY_AMOUNT: { ko: '구매 금액 (원)', en: 'Amount to spend (KRW)' },
  SELL_AMOUNT: { ko: '판매 수량 ({coin})', en: 'Amount to sell ({coin})' },
  BUY_SUBMIT: { ko: '{coin} 구매', en: 'Buy {coin}' },
  SELL_SUBMIT: { ko: '{coin} 판매', en: 'Sell {coin}' },
  BUY_DONE: { ko: '{receive} {coin}을(를) 구매했습니다.', en: 'Bought {receive} {coin}.' },
  QUOTE_TITLE: { ko: '예상 체결', en: 'Quote' },
  QUOTE_RECEIVE: { ko: '받을 수량', en: 'You receive' },
  QUOTE_RATE: { ko: '적용 시세', en: 'Rate' },
  QUOTE_RATE_VALUE: { ko: '1 {from} = {rate} {to}', en: '1 {from} = {rate} {to}' },
  QUOTE_FEE: { ko: '수수료 ({percent}%)', en: 'Fee ({percent}%)' },
  QUOTE_EXPIRES: { ko: '{seconds}초 후 시세 갱신', en: 'New price in {seconds} s' },
  QUOTE_LOADING: { ko: '시세를 확인하는 중입니다.', en: 'Getting a price.' },
  QUOTE_ENTER_AMOUNT: {
    ko: '수량을 입력하면 받을 수량과 수수료가 표시됩니다.',
    en: 'Enter an amount to see what you receive and the fee.',
  },
  CONVERT_FROM: { ko: '보내는 지갑', en: 'From' },
  CONVERT_TO: { ko: '받는 지갑', en: 'To' },
  CONVERT_PICK: { ko: '{side}: {coin}, 변경', en: '{side}: {coin}, change' },
  CONVERT_SWAP: { ko: '보내는 지갑과 받는 지갑 바꾸기', en: 'Swap the wallets' },
  CONVERT_AMOUNT: { ko: '전환 수량 ({coin})', en: 'Amount to convert ({coin})' },
  CONVERT_SUBMIT: { ko: '전환', en: 'Convert' },
  CONVERT_ONE_FOR_ONE: {
    ko: '같은 통화의 지갑끼리는 수수료 없이 1:1로 이동합니다.',
    en: 'Wallets of one currency move one for one, without a fee.',
  },
  CONVERT_DONE: {
    ko: '{amount} {from}을(를) 전환하여 {receive} {to}을(를) 받았습니다.',
    en: 'Converted {amount} {from} into {receive} {to}.',
  },
  P2P_OFF: {
    ko: '이 사이트에서는 P2P 구매를 제공하지 않습니다.',
    en: 'P2P purchases are not offered on this site.',
  },
  P2P_PROVIDERS: { ko: '결제 대행사', en: 'Payment providers' },
  P2P_PROVIDER_PAYKIWOOM: { ko: '페이키움', en: 'PayKiwoom' },
  P2P_PROVIDER_BITDEX: { ko: '비트덱스', en: 'Bitdex' },
  P2P_PROVIDER_DH_SAFETY: { ko: 'DH세이프티', en: 'DH Safety' },
  P2P_PROVIDERS_NONE: { ko: '이용 가능한 결제 대행사가 없습니다.', en: 'No payment provider is available.' },
  P2P_PROVIDER_OPEN: { ko: '바로가기', en: 'Open' },
  P2P_PROVIDERS_HINT: {
    ko: '대행사 페이지는 새 창에서 열립니다. 결제 후 아래에서 구매를 신청해주세요.',
    en: "A provider's page opens in a new tab. After paying, send the request below.",
  },
  P2P_LATEST: { ko: '최근 신청', en: 'Latest request' },
  P2P_LATEST_NONE: { ko: 'P2P 구매 신청 내역이 없습니다.', en: 'You have no P2P purchase requests yet.' },
  P2P_BUY_TITLE: { ko: 'P2P 구매 신청', en: 'P2P purchase request' },
  P2P_NAME: { ko: '입금자명', en: "Payer's name" },
  P2P_PHONE: { ko: '휴대폰 번호', en: 'Phone number' },
  P2P_AMOUNT: { ko: '구매 금액 (원)', en: 'Amount (KRW)' },
  P2P_PROVIDER: { ko: '결제 대행사', en: 'Provider' },
  P2P_RECEIPT: { ko: '영수증 (선택)', en: 'Receipt (optional)' },
  P2P_RECEIPT_PICK: { ko: '영수증 파일 선택', en: 'Choose a receipt file' },
  P2P_RECEIPT_CHANGE: { ko: '다른 파일 선택', en: 'Choose another file' },
  P2P_RECEIPT_UPLOADING: { ko: '영수증을 올리는 중입니다.', en: 'Uploading the receipt.' },
  P2P_RECEIPT_KEPT: { ko: '첨부됨: {name} ({size})', en: 'Attached: {name} ({size})' },
  P2P_RECEIPT_REMOVE: { ko: '삭제', en: 'Remove' },
  P2P_RECEIPT_HINT: {
    ko: 'PNG, JPG, WEBP 또는 PDF, {max} 이하',
    en: 'PNG, JPG, WEBP or PDF, up to {max}',
  },
  P2P_RECEIPT_TYPE: {
    ko: '영수증은 PNG, JPG, WEBP 또는 PDF 파일만 올릴 수 있습니다.',
    en: 'A receipt must be a PNG, JPG, WEBP or PDF file.',
  },
  P2P_RECEIPT_SIZE: {
    ko: '영수증 파일은 {max} 이하여야 합니다.',
    en: 'A receipt file must be {max} or smaller.',
  },
  P2P_RECEIPT_EMPTY: { ko: '빈 파일은 올릴 수 없습니다.', en: 'The file is empty.' },
  P2P_NAME_EMPTY: { ko: '입금자명을 입력해주세요.', en: "Please enter the payer's name." },
  P2P_PHONE_INVALID: { ko: '휴대폰 번호를 정확히 입력해주세요.', en: 'Please enter a valid phone number.' },
  P2P_AMOUNT_EMPTY: { ko: '구매 금액을 입력해주세요.', en: 'Please enter an amount.' },
  P2P_PROVIDER_EMPTY: { ko: '결제 대행사를 선택해주세요.', en: 'Please choose a provider.' },
  P2P_SUBMIT: { ko: '구매 신청', en: 'Request purchase' },
  P2P_DONE: {
    ko: 'P2P 구매 신청이 접수되었습니다. 관리자 승인 후 지급됩니다.',
    en: 'Your P2P purchase request was received. It is credited once approved.',
  },
  // Redeeming a promotion code on /wallet/asset (POST /api/coupon/use).
  COUPON_TITLE: { ko: '쿠폰 등록', en: 'Redeem a coupon' },
  COUPON_CODE: { ko: '쿠폰 코드', en: 'Coupon code' },
  COUPON_WALLET: { ko: '받을 지갑', en: 'Receive into' },
  COUPON_SUBMIT: { ko: '쿠폰 등록', en: 'Redeem' },
  COUPON_NOTE: {
    ko: '쿠폰마다 받을 수 있는 지갑이 정해져 있습니다. 다른 지갑을 고르면 받을 수 있는 지갑을 알려드립니다.',
    en: 'Each coupon pays into set wallets; choose another and you are told which ones.',
  },
  COUPON_CODE_EMPTY: { ko: '쿠폰 코드를 입력해주세요.', en: 'Please enter the coupon code.' },
  COUPON_CODE_INVALID: {
    ko: '쿠폰 코드는 영문, 숫자, -, _ 로 된 3~40자입니다.',
    en: 'A coupon code is 3 to 40 letters, digits, - or _.',
  },
  COUPON_DONE: {
    ko: '쿠폰이 등록되었습니다. {wallet}에 {amount}이(가) 지급되었습니다.',
    en: 'Coupon redeemed: {amount} was added to your {wallet}.',
  },
  // /wallet/history: one tab per trading area the site offers.
  TRADE_HISTORY_BINARY: { ko: '바이너리', en: 'Binary' },
  TRADE_HISTORY_FUTURES: { ko: '선물', en: 'Futures' },
  TRADE_HISTORY_OVERSEA: { ko: '해외선물', en: 'Overseas futures' },
  TRADE_HISTORY_FUTURES_EMPTY: {
    ko: '기간 내 선물 거래내역이 없습니다.',
    en: 'No futures trades in this period.',
  },
  TRADE_HISTORY_FEE: { ko: '수수료 {fee} USDT', en: 'Fee {fee} USDT' },
  TRADE_HISTORY_OVERSEA_EMPTY: {
    ko: '기간 내 해외선물 거래내역이 없습니다.',
    en: 'No overseas futures trades in this period.',
  },
  TRADE_HISTORY_OFF: {
    ko: '이 사이트에서 표시할 거래내역이 없습니다.',
    en: 'There is no trading history to show on this site.',
  },
  TRADE_HISTORY_PERIOD: { ko: '조회 기간', en: 'Period' },
  TRADE_HISTORY_ALL: { ko: '전체', en: 'All' },
  TRADE_HISTORY_EMPTY: { ko: '기간 내 거래내역이 없습니다.', en: 'No trades in this period.' },
  TRADE_HISTORY_STAKE: { ko: '투자 {amount}', en: 'Stake {amount}' },

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
} as const;

export type WalletMessageCode = keyof typeof WALLET_TEXTS;
