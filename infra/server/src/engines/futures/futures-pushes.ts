import { TOPICS } from '@bx/contracts';
import type {
  CopyFollow,
  CopyRecord,
  FuturesCross,
  FuturesEvent,
  FuturesInfo,
  FuturesLeverage,
  FuturesOrder,
  FuturesOrderEventType,
  FuturesPosition,
  FuturesPositionEventType,
} from '@bx/contracts';

import type { Realtime } from '../../realtime/realtime-server.js';

/** What the futures engine pushes (spec section 4): to the player's queues, and prices to everyone. */
export class FuturesPushes {
  constructor(private readonly realtime: Pick<Realtime, 'publishToUser' | 'broadcast'> | undefined) {}

  order(userId: number, type: FuturesOrderEventType, data: FuturesOrder): void {
    this.event(userId, { type, data });
  }

  position(userId: number, type: FuturesPositionEventType, data: FuturesPosition): void {
    this.event(userId, { type, data });
  }

  leverage(userId: number, data: FuturesLeverage): void {
    this.event(userId, { type: 'LEVERAGE_UPDATE', data });
  }

  /** A follower's mirrored (or skipped) copy of their trader's fill. */
  copy(userId: number, type: 'COPYTRADE_OPEN' | 'COPYTRADE_CLOSE', data: CopyRecord): void {
    this.event(userId, { type, data });
  }

  /** A follow its stop-loss ended, once its copied positions were closed. */
  copyStopped(userId: number, data: CopyFollow): void {
    this.event(userId, { type: 'COPYTRADE_STOP_LOSS', data });
  }

  cross(userId: number, cross: FuturesCross): void {
    this.realtime?.publishToUser(userId, '/queue/cross', cross);
  }

  info(infos: FuturesInfo[]): void {
    if (infos.length > 0) this.realtime?.broadcast(TOPICS.futuresInfo, infos);
  }

  private event(userId: number, event: FuturesEvent): void {
    this.realtime?.publishToUser(userId, '/queue/futures', event);
  }
}
