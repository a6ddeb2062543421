import type { DeliveryChannel } from '@bx/contracts';

import type { Clock } from '../clock.js';
import type { DeliveryKind } from '../config.js';
import type { Repositories } from '../repositories/repositories.js';
import { CertificationRefusal } from './certification-refusal.js';

export interface OutgoingMessage {
  siteId: number;
  channel: DeliveryChannel;
  /** Email address, or phone digits for SMS. */
  to: string;
  subject: string;
  body: string;
}

/** Sends account mail and codes. A real email/SMS provider implements this and is chosen by `DELIVERY`. */
export interface Delivery {
  readonly kind: DeliveryKind;
  send(message: OutgoingMessage): Promise<void>;
}

/** Demo mode only: every message is a row of delivery_outbox, read at /api/dev/outbox. */
export function createOutboxDelivery(deps: { repos: Repositories; clock: Clock }): Delivery {
  return {
    kind: 'outbox',
    async send(message) {
      await deps.repos.certifications.insertOutbox({ ...message, at: new Date(deps.clock.now()) });
    },
  };
}

/** No provider configured: nothing is sent and the caller is told so, so no code is ever readable anywhere. */
function createClosedDelivery(): Delivery {
  return {
    kind: 'none',
    async send() {
      throw new CertificationRefusal('DELIVERY_UNAVAILABLE');
    },
  };
}

export function createDelivery(kind: DeliveryKind, deps: { repos: Repositories; clock: Clock }): Delivery {
  switch (kind) {
    case 'outbox':
      return createOutboxDelivery(deps);
    case 'none':
      return createClosedDelivery();
  }
}
