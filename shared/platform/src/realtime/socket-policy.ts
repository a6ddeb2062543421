/** Timings of the one socket, from the spec's business constants. */
export const SOCKET_POLICY = {
  pingIntervalMs: 2_000,
  pongTimeoutMs: 10_000,
  reconnectTries: 3,
  reconnectDelayMs: 500,
} as const;
