/**
 * The binary trade screen's bet form and market-closed state, with their English (spec section 8's
 * replacements for the stake refusals). {name} parts are filled in where shown. Part of CLIENT_MESSAGES.
 */
export const BINARY_MESSAGES = {
  BET_FORM: { ko: '베팅', en: 'Bet' },
  BET_BALANCE: { ko: 'BINARY 잔액', en: 'BINARY balance' },
  BET_AMOUNT: { ko: '투자금액', en: 'Investment amount' },
  BET_AMOUNT_HINT: { ko: '최소 {min}, {unit} 단위', en: 'Min {min}, in steps of {unit}' },
  BET_RESET: { ko: '초기화', en: 'Reset' },
  BET_PAYOUT: { ko: '적중 시 {amount}', en: 'If won {amount}' },
  BET_UP: { ko: '상승', en: 'Up' },
  BET_DOWN: { ko: '하락', en: 'Down' },
  BET_SENDING: { ko: '전송 중', en: 'Sending' },
  BET_PLACED: { ko: '{side} {amount} 베팅 완료', en: '{side} {amount} bet placed' },
  BET_SIGN_IN_NOTE: {
    ko: '로그인하면 이 회차에 상승·하락을 걸 수 있습니다.',
    en: 'Sign in to bet Up or Down on this round.',
  },
  BET_SIGN_IN: { ko: '로그인하고 거래하기', en: 'Sign in to trade' },
  STAKE_REQUIRED: { ko: '투자금액을 입력해주세요.', en: 'Please enter the investment amount.' },
  STAKE_TOO_SMALL: {
    ko: '최소 투자금액은 {min}입니다.',
    en: 'The investment amount is too small. The minimum is {min}.',
  },
  STAKE_UNIT: { ko: '금액의 최소 단위를 맞춰주세요.', en: 'Please match the minimum unit of the amount.' },
  STAKE_OVER_BALANCE: { ko: '잔액이 부족합니다.', en: 'Insufficient balance.' },
  STAKE_ROUND_LOCKED: {
    ko: '베팅이 마감된 회차입니다. 다음 회차를 기다려주세요.',
    en: 'Betting on this round has closed. Please wait for the next round.',
  },
  STAKE_CONFIRM_ALL_IN: {
    ko: '잔액 전부({amount})를 베팅합니다. 계속하시겠습니까?',
    en: 'This bets your whole balance ({amount}). Continue?',
  },
  STAKE_CONFIRM_SHARE: {
    ko: '잔액의 {percent}%를 넘는 {amount}를 베팅합니다. 계속하시겠습니까?',
    en: 'This bets {amount}, more than {percent}% of your balance. Continue?',
  },
  STAKE_CONFIRM_ALL_UNITS: {
    ko: '잔액 {balance} 중 베팅 단위({unit})로 채운 {amount}를 베팅합니다. 남는 {rest}는 베팅되지 않습니다. 계속하시겠습니까?',
    en: 'This bets {amount} of your {balance} balance, filled in {unit} units; the {rest} left over is not bet. Continue?',
  },
  CONFIRM_ABOVE: { ko: '큰 금액 확인', en: 'Confirm large stakes' },
  CONFIRM_ABOVE_ALL_IN: { ko: '끄기(전액만)', en: 'Off (all-in only)' },
  CONFIRM_ABOVE_SHARE: { ko: '{percent}% 초과', en: 'Above {percent}%' },
  QUICK_TEN_THOUSANDS: { ko: '+{count}만', en: '+{amount}' },
  MARKET_CLOSED_BADGE: { ko: '휴장', en: 'Closed' },
  MARKET_NEXT_OPEN: { ko: '다음 개장 {time}', en: 'Opens {time}' },
} as const;
