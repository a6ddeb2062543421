import type { BusMessage } from './bus.js';
import { serializeHead } from './stomp-frame.js';

/** What the broker needs of a session: who it is and a way to hand it bytes. */
export interface Subscriber {
  readonly id: string;
  readonly userId: number | null;
  /** Subscription id -> destination. */
  readonly subscriptions: ReadonlyMap<string, string>;
  write(frame: Buffer): void;
}

const NUL = Buffer.from([0]);

/** Delivers bus messages to this instance's sessions: /topic by destination, /user/queue by user. */
export class LocalBroker {
  private readonly topics = new Map<string, Set<Subscriber>>();
  private readonly users = new Map<number, Set<Subscriber>>();
  private nextMessageId = 0;

  addSession(session: Subscriber): void {
    if (session.userId === null) return;
    const sessions = this.users.get(session.userId) ?? new Set();
    sessions.add(session);
    this.users.set(session.userId, sessions);
  }

  removeSession(session: Subscriber): void {
    for (const destination of new Set(session.subscriptions.values())) this.dropTopic(session, destination);
    if (session.userId === null) return;
    const sessions = this.users.get(session.userId);
    sessions?.delete(session);
    if (sessions?.size === 0) this.users.delete(session.userId);
  }

  /** Call after the session recorded the subscription. */
  subscribed(session: Subscriber, destination: string): void {
    if (!destination.startsWith('/topic/')) return;
    const subscribers = this.topics.get(destination) ?? new Set();
    subscribers.add(session);
    this.topics.set(destination, subscribers);
  }

  /** Call after the session dropped the subscription; the session stays if another subscription remains. */
  unsubscribed(session: Subscriber, destination: string): void {
    this.removeTopic(session, destination);
  }

  deliver(message: Extract<BusMessage, { kind: 'user' | 'topic' }>): void {
    // The body is encoded once; only the small header block differs per subscriber.
    const body = Buffer.from(message.body);
    if (message.kind === 'topic') {
      for (const session of this.topics.get(message.destination) ?? []) {
        this.send(session, message.destination, body);
      }
    } else {
      for (const session of this.users.get(message.userId) ?? []) {
        this.send(session, `/user${message.destination}`, body);
      }
    }
  }

  /** The connected sessions of a user on this instance. */
  sessionsOf(userId: number): readonly Subscriber[] {
    return [...(this.users.get(userId) ?? [])];
  }

  /** One session only: answers such as the pong to a ping. */
  deliverToSession(session: Subscriber, destination: string, body: string): void {
    this.send(session, destination, Buffer.from(body));
  }

  /** One MESSAGE per matching subscription, as STOMP requires. */
  private send(session: Subscriber, destination: string, body: Buffer): void {
    for (const [subscription, subscribed] of session.subscriptions) {
      if (subscribed !== destination) continue;
      const head = serializeHead(
        'MESSAGE',
        {
          subscription,
          'message-id': String(++this.nextMessageId),
          destination,
          'content-type': 'application/json',
        },
        body.length,
      );
      session.write(Buffer.concat([head, body, NUL]));
    }
  }

  private removeTopic(session: Subscriber, destination: string): void {
    if (![...session.subscriptions.values()].includes(destination)) this.dropTopic(session, destination);
  }

  private dropTopic(session: Subscriber, destination: string): void {
    const subscribers = this.topics.get(destination);
    subscribers?.delete(session);
    if (subscribers?.size === 0) this.topics.delete(destination);
  }
}
