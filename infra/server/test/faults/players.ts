import type { Cluster, Node } from './cluster.js';
import { Rng } from '../../src/market/rng.js';
import { intBelow } from './random.js';

/** What a player does: a binary bet, a futures order, a trader's fill (copied), a conversion, a withdrawal. */
export type OpKind = 'bet' | 'order' | 'trade' | 'convert' | 'withdraw';

/** One keyed call and what became of it: answered 200 (acknowledged), refused (4xx), or never known. */
export interface Op {
  kind: OpKind;
  userId: number;
  key: string;
  outcome: 'acknowledged' | 'refused' | 'unknown';
  /** The id the acknowledgement named (bet, order, dnw request). */
  id?: number;
  /** The refusal's code. */
  refusal?: string;
}

interface Answer {
  status: number;
  data?: { id?: number; tradeRoundId?: number; phase?: string; lockAt?: number } | null;
  error?: { code: string };
}

export interface Player {
  username: string;
  userId: number;
  token: string;
}

/** Option ids of the seed: futures BTC 1, ETH 2. */
const FUTURES_BTC = 1;
const FUTURES_ETH = 2;
/** How long a client keeps retrying a call whose outcome it does not know, with the same key. */
const RETRY_MS = 20_000;

/**
 * Seeded players playing against whichever instance is up, as real clients would: every money call carries an
 * Idempotency-Key, and a call whose answer is lost (a 5xx, a cut connection, a killed instance) is sent again with
 * the same key, to either instance, until it is answered. Every call's fate is written down for the end checks.
 */
export class Players {
  readonly ops: Op[] = [];
  /** Per instance: when its current run of 5xx answers began, and the longest such run so far. */
  private readonly failing = new Map<string, number>();
  longest5xxMs = 0;
  private sequence = 0;
  private stopped = false;

  /** Each player's own sequence of choices, from the run's seed. */
  private readonly randoms = new Map<number, Rng>();

  constructor(
    private readonly cluster: Cluster,
    private readonly seed: number,
    private readonly binaryOptionId: number,
  ) {}

  private randomOf(player: Player): Rng {
    let random = this.randoms.get(player.userId);
    if (random === undefined) {
      random = new Rng(this.seed * 31 + player.userId);
      this.randoms.set(player.userId, random);
    }
    return random;
  }

  stop(): void {
    this.stopped = true;
  }

  get running(): boolean {
    return !this.stopped;
  }

  /** A player's loop until stop(): a weighted random call, then a short pause. */
  async play(player: Player, trader: boolean): Promise<void> {
    let holding = false;
    const random = this.randomOf(player);
    while (!this.stopped) {
      const roll = random.next();
      if (trader) {
        // A trader only opens longs; it closes a part of what it holds (reduce-only sells).
        await this.trade(player, holding ? roll < 0.5 : false);
        holding = true;
      } else if (roll < 0.35) await this.bet(player);
      else if (roll < 0.55) await this.order(player, roll < 0.45 ? 'B' : 'S');
      else if (roll < 0.9) await this.convert(player, roll < 0.72);
      else await this.withdraw(player);
      await pause(30 + intBelow(random, 90));
    }
  }

  /** Many calls at once on one instance (so connections are checked out when a fault hits it). */
  async burst(player: Player, node: Node, count: number): Promise<void> {
    await Promise.all(Array.from({ length: count }, (_, i) => this.convert(player, i % 2 === 0, node)));
  }

  async bet(player: Player): Promise<void> {
    const current = await this.call(
      this.anyNode(player),
      'GET',
      `/api/trade/game/current?tradeOptionId=${this.binaryOptionId}`,
      player,
    );
    const round = current === 'unreachable' ? undefined : current.data;
    if (round?.phase !== 'OPEN' || round.lockAt === undefined || round.lockAt - Date.now() < 2_000) return;
    await this.keyed('bet', player, (node, key) =>
      this.call(
        node,
        'POST',
        '/api/trade/history/betting',
        player,
        {
          point: '5',
          tradeRoundId: round.tradeRoundId,
          type: this.randomOf(player).next() < 0.5 ? 'B' : 'S',
        },
        key,
      ),
    );
  }

  async order(player: Player, side: 'B' | 'S'): Promise<void> {
    await this.keyed('order', player, (node, key) =>
      this.call(
        node,
        'POST',
        '/api/futures/order',
        player,
        {
          futuresOptionId: FUTURES_ETH,
          marketType: 'MARKET',
          tradeType: side,
          qty: '0.01',
          ...(side === 'S' ? { reduceOnly: true } : {}),
        },
        key,
      ),
    );
  }

  /** The trader's fill, which the followers copy. */
  async trade(player: Player, close: boolean): Promise<void> {
    await this.keyed('trade', player, (node, key) =>
      this.call(
        node,
        'POST',
        '/api/futures/order',
        player,
        {
          futuresOptionId: FUTURES_BTC,
          marketType: 'MARKET',
          tradeType: close ? 'S' : 'B',
          qty: '0.01',
          ...(close ? { reduceOnly: true } : {}),
        },
        key,
      ),
    );
  }

  async convert(player: Player, toUsdt: boolean, on?: Node): Promise<void> {
    const [fromCoin, toCoin] = toUsdt ? ['FUTURES', 'USDT'] : ['USDT', 'FUTURES'];
    await this.keyed(
      'convert',
      player,
      (node, key) =>
        this.call(node, 'POST', '/api/dnw/convert', player, { fromCoin, toCoin, point: '1' }, key),
      on,
    );
  }

  /** A withdrawal request (its amount held), cancelled again at once so the next one may be made. */
  async withdraw(player: Player): Promise<void> {
    const op = await this.keyed('withdraw', player, (node, key) =>
      this.call(node, 'POST', '/api/dnw/withdraw/apply', player, { point: '10000' }, key),
    );
    if (op.id === undefined) return;
    for (const end = Date.now() + RETRY_MS; Date.now() < end && !this.stopped;) {
      const cancelled = await this.call(
        this.anyNode(player),
        'GET',
        `/api/dnw/cancel?dnwHistoryId=${op.id}`,
        player,
      );
      if (cancelled !== 'unreachable' && cancelled.status < 500) return;
      await pause(300);
    }
  }

  /** A keyed call, sent again with its key until it is answered (or RETRY_MS pass); written down either way. */
  private async keyed(
    kind: OpKind,
    player: Player,
    send: (node: Node, key: string) => Promise<Answer | 'unreachable'>,
    first?: Node,
  ): Promise<Op> {
    const op: Op = {
      kind,
      userId: player.userId,
      key: `fault-${this.seed}-${++this.sequence}`,
      outcome: 'unknown',
    };
    this.ops.push(op);
    let node = first ?? this.anyNode(player);
    for (const end = Date.now() + RETRY_MS; Date.now() < end; node = this.anyNode(player)) {
      const answer = await send(node, op.key);
      if (answer !== 'unreachable' && answer.status === 200) {
        op.outcome = 'acknowledged';
        op.id = answer.data?.id;
        return op;
      }
      if (answer !== 'unreachable' && answer.status < 500 && answer.status !== 429) {
        op.outcome = 'refused';
        op.refusal = `${kind} ${answer.error?.code ?? answer.status}`;
        return op;
      }
      await pause(200 + intBelow(this.randomOf(player), 300));
    }
    return op;
  }

  private anyNode(player: Player): Node {
    const up = this.cluster.upNodes();
    const from = up.length > 0 ? up : this.cluster.nodes;
    return from[intBelow(this.randomOf(player), from.length)]!;
  }

  private async call(
    node: Node,
    method: 'GET' | 'POST',
    path: string,
    player: Player,
    body?: object,
    key?: string,
  ): Promise<Answer | 'unreachable'> {
    const separator = path.includes('?') ? '&' : '?';
    try {
      const response = await fetch(`http://127.0.0.1:${node.port}${path}${separator}siteInfoId=1`, {
        method,
        headers: {
          host: 'localhost',
          authorization: `Bearer ${player.token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(key === undefined ? {} : { 'idempotency-key': key }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      });
      this.answered(node, response.status);
      return { ...((await response.json()) as Omit<Answer, 'status'>), status: response.status };
    } catch {
      return 'unreachable';
    }
  }

  /** Tracks the longest time an instance kept answering 5xx: from its first 5xx to its next other answer. */
  private answered(node: Node, status: number): void {
    const since = this.failing.get(node.name);
    if (status >= 500) {
      if (since === undefined) this.failing.set(node.name, Date.now());
    } else if (since !== undefined) {
      this.longest5xxMs = Math.max(this.longest5xxMs, Date.now() - since);
      this.failing.delete(node.name);
    }
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
