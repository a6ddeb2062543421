/** The one STOMP endpoint and the destinations the spec names. */
export const STOMP_PATH = '/bx_ws';

export const USER_QUEUES = {
  point: '/user/queue/point',
  error: '/user/queue/error',
  forceLogout: '/user/queue/force_logout',
  newMessage: '/user/queue/new_message',
  pong: '/user/queue/pong',
  oversea: '/user/queue/oversea',
  overseaCross: '/user/queue/oversea_cross',
  futures: '/user/queue/futures',
  cross: '/user/queue/cross',
  /** Binary bets of this user: placed and settled ({type, data: Bet}). */
  trade: '/user/queue/trade',
  /** The player's live chat with the operators (ChatEvent). */
  chat: '/user/queue/chat',
  /** Every chat of the operator's site (ChatEvent); only operators are ever sent anything here. */
  chatOps: '/user/queue/chat_ops',
} as const;

export const TOPICS = {
  oversea: '/topic/oversea',
  futuresInfo: '/topic/futures_info',
  notice: (siteId: number) => `/topic/notice/${siteId}`,
  /** Prices of one stock (Tick), at most 4 frames per second. */
  trade: (stock: string) => `/topic/trade/${stock}`,
  /** A trade option's round events (TradeRound): opened, locked, closed, settled or cancelled. */
  tradeRound: (tradeOptionId: number) => `/topic/trade_round/${tradeOptionId}`,
} as const;

export const PING_DESTINATION = '/ping';
