/** The trade screen's move into the BINARY wallet, with its English. {name} parts are filled in where shown. */
export const TRANSFER_MESSAGES = {
  TRANSFER_ALL: { ko: '전액', en: 'All' },
} as const;
