export interface RealtimeLimits {
  /** Heart-beat interval the server offers both ways (STOMP takes the larger of each side's wish). */
  heartbeatMs: number;
  /** A bigger frame is refused with ERROR and the socket is closed. */
  maxFrameBytes: number;
  maxSubscriptions: number;
  /** A client whose unsent data exceeds this is too slow and is dropped rather than buffered. */
  maxBufferedBytes: number;
  /** Time allowed between the WebSocket upgrade and the CONNECT frame. */
  connectTimeoutMs: number;
}

export const DEFAULT_LIMITS: RealtimeLimits = {
  heartbeatMs: 10_000,
  maxFrameBytes: 64 * 1024,
  maxSubscriptions: 100,
  maxBufferedBytes: 1024 * 1024,
  connectTimeoutMs: 10_000,
};
