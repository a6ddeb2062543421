/** What the shared amount field says when it refuses a keystroke, with their English. Part of CLIENT_MESSAGES. */
export const INPUT_MESSAGES = {
  NUMBER_DIGITS_ONLY: { ko: '숫자만 입력할 수 있습니다.', en: 'Only digits can be entered.' },
  NUMBER_NOT_NEGATIVE: { ko: '음수는 입력할 수 없습니다.', en: 'A negative amount cannot be entered.' },
  NUMBER_DECIMALS: {
    ko: '금액의 최소 단위를 맞춰주세요.',
    en: 'Please match the minimum unit of the amount.',
  },
  NUMBER_RANGE: { ko: '입력할 수 있는 범위를 벗어났습니다.', en: 'The amount is out of range.' },
} as const;
