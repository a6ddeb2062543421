import { TOPICS, USER_QUEUES } from '@bx/contracts';

const USER_DESTINATIONS = new Set<string>(Object.values(USER_QUEUES));
const FIXED_TOPICS = new Set<string>([TOPICS.oversea, TOPICS.futuresInfo]);
// Per-instrument topics: names and ids of the shape the engines publish, nothing else.
const TRADE_TOPIC = /^\/topic\/trade\/[A-Za-z0-9._-]{1,32}$/;
const TRADE_ROUND_TOPIC = /^\/topic\/trade_round\/[1-9]\d{0,8}$/;

/** What a socket of this site may subscribe to: the spec's destinations, and notices of its own site only. */
export function subscribable(destination: string, siteId: number): 'user' | 'topic' | undefined {
  if (USER_DESTINATIONS.has(destination)) return 'user';
  if (
    FIXED_TOPICS.has(destination) ||
    destination === TOPICS.notice(siteId) ||
    TRADE_TOPIC.test(destination) ||
    TRADE_ROUND_TOPIC.test(destination)
  ) {
    return 'topic';
  }
  return undefined;
}
