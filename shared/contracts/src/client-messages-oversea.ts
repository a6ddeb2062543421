/**
 * The overseas futures quick-order screen (/oversea, /overseaView): the option's price, the quick order
 * buttons, cross data, positions with take-profit and stop-loss in ticks, open orders and the realtime
 * notices, with their English. {name} parts are filled in where shown. Part of CLIENT_MESSAGES.
 */
export const OVERSEA_MESSAGES = {
  OVERSEA_BUY: { ko: '매수', en: 'Buy' },
} as const;
