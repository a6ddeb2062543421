/**
 * Timings of the one socket. Ping and pong are the spec's business constants. The spec's three reconnect
 * tries are kept, but spread over about 12 s instead of 0.5 s apart: at 0.5 s a phone's everyday gaps
 * (a cell handover, a lift, a short tunnel: 1 to 10 s) used all three tries within 1.5 s and ended in the
 * blocking "please refresh" alert. The first try comes soon, for a blip or a server restart; the last
 * gives a longer outage time to heal before the player is told.
 */
export const SOCKET_POLICY = {
  pingIntervalMs: 2_000,
  pongTimeoutMs: 10_000,
  reconnectDelaysMs: [1_000, 3_000, 8_000],
} as const;
