import { TOPICS } from '@bx/contracts';
import type {
  OverseaCross,
  OverseaEvent,
  OverseaOptionEvent,
  OverseaOrder,
  OverseaOrderEventType,
  OverseaPosition,
  OverseaPositionEventType,
} from '@bx/contracts';

import type { Realtime } from '../../realtime/realtime-server.js';

/** What the overseas engine pushes (spec section 4): to the player's queues, and option changes to everyone. */
export class OverseaPushes {
  constructor(private readonly realtime: Pick<Realtime, 'publishToUser' | 'broadcast'> | undefined) {}

  order(userId: number, type: OverseaOrderEventType, data: OverseaOrder): void {
    this.event(userId, { type, data });
  }

  position(userId: number, type: OverseaPositionEventType, data: OverseaPosition): void {
    this.event(userId, { type, data });
  }

  cross(userId: number, cross: OverseaCross): void {
    this.realtime?.publishToUser(userId, '/queue/oversea_cross', cross);
  }

  option(event: OverseaOptionEvent): void {
    this.realtime?.broadcast(TOPICS.oversea, event);
  }

  private event(userId: number, event: OverseaEvent): void {
    this.realtime?.publishToUser(userId, '/queue/oversea', event);
  }
}
