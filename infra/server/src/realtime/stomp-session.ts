import { errorMessage, PING_DESTINATION, USER_QUEUES, type ErrorCode, type SiteLang } from '@bx/contracts';
import type { WebSocket } from 'ws';

import { AppError } from '../errors/app-error.js';
import { DomainError } from '../errors/domain-error.js';
import type { RealtimeLimits } from './limits.js';
import { subscribable } from './destinations.js';
import type { LocalBroker, Subscriber } from './local-broker.js';
import {
  HEARTBEAT,
  parseFrames,
  serializeFrame,
  StompProtocolError,
  type StompFrame,
} from './stomp-frame.js';

export interface SessionContext {
  id: string;
  siteId: number;
  lang: SiteLang;
  userAgent: string;
  broker: LocalBroker;
  limits: RealtimeLimits;
  now: () => number;
  /** Verifies an access token and its session; throws AppError (TOKEN_EXPIRED) or SessionRefusal (ACCOUNT_DENIED). */
  verifyToken(
    token: string,
  ): Promise<{ userId: number; siteId: number; familyId: string; expiresAt: number }>;
  onClose(session: StompSession): void;
}

const BEARER = /^Bearer\s+(\S+)$/i;
// ws close codes: 1002 protocol error, 1008 policy violation, 1009 message too big.
const PROTOCOL_ERROR = 1002;
const POLICY_VIOLATION = 1008;
const TOO_BIG = 1009;
/** setTimeout's longest delay; a longer one would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** "cx,cy" -> [cx, cy]; a missing header means no heart-beats. */
function parseHeartBeat(header: string | undefined): [number, number] {
  if (header === undefined) return [0, 0];
  const match = /^(\d{1,9}),(\d{1,9})$/.exec(header);
  if (match === null) throw new StompProtocolError('malformed heart-beat header');
  return [Number(match[1]), Number(match[2])];
}

/** One STOMP 1.2 connection: CONNECT, subscriptions, heart-beats, limits. */
export class StompSession implements Subscriber {
  userId: number | null = null;
  /** The refresh-token family of the CONNECT's token: which login this socket belongs to. */
  familyId: string | null = null;
  readonly subscriptions = new Map<string, string>();
  private connected = false;
  private closed = false;
  private lastReceived = Date.now();
  private readonly timers: NodeJS.Timeout[] = [];
  /** Frames are handled one after another, even when one waits for token verification. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly ws: WebSocket,
    private readonly ctx: SessionContext,
  ) {
    this.id = ctx.id;
    ws.on('message', (data: Buffer) => this.receive(data));
    ws.on('close', () => this.dispose());
    ws.on('error', () => this.dispose());
    const connectDeadline = setTimeout(() => {
      if (!this.connected) this.fail('CONNECT expected', POLICY_VIOLATION);
    }, ctx.limits.connectTimeoutMs);
    connectDeadline.unref();
    this.timers.push(connectDeadline);
  }

  readonly id: string;

  get userAgent(): string {
    return this.ctx.userAgent;
  }

  write(frame: Buffer): void {
    if (this.closed) return;
    if (this.ws.bufferedAmount > this.ctx.limits.maxBufferedBytes) {
      // A consumer this far behind would only grow memory; it reconnects and reloads its state.
      this.ws.terminate();
      this.dispose();
      return;
    }
    this.ws.send(frame);
  }

  private receive(data: Buffer): void {
    this.lastReceived = Date.now();
    if (this.closed) return;
    if (data.length > this.ctx.limits.maxFrameBytes) {
      this.fail(`frame larger than ${this.ctx.limits.maxFrameBytes} bytes`, TOO_BIG);
      return;
    }
    let frames: StompFrame[];
    try {
      frames = parseFrames(data);
    } catch (error) {
      this.fail(error instanceof StompProtocolError ? error.message : 'malformed frame', PROTOCOL_ERROR);
      return;
    }
    for (const frame of frames) {
      this.queue = this.queue.then(() => this.handle(frame)).catch((error: unknown) => this.reject(error));
    }
  }

  private reject(error: unknown): void {
    if (error instanceof AppError || error instanceof DomainError)
      this.fail(error.code, POLICY_VIOLATION, error.code);
    else if (error instanceof StompProtocolError) this.fail(error.message, PROTOCOL_ERROR);
    else this.fail('internal error', PROTOCOL_ERROR);
  }

  private async handle(frame: StompFrame): Promise<void> {
    if (this.closed) return;
    if (!this.connected && frame.command !== 'CONNECT' && frame.command !== 'STOMP') {
      throw new StompProtocolError('the first frame must be CONNECT');
    }
    switch (frame.command) {
      case 'CONNECT':
      case 'STOMP':
        await this.connect(frame);
        return;
      case 'SUBSCRIBE':
        this.subscribe(frame);
        break;
      case 'UNSUBSCRIBE':
        this.unsubscribe(frame);
        break;
      case 'SEND':
        this.onSend(frame);
        break;
      case 'DISCONNECT':
        this.receipt(frame);
        this.close(1000);
        return;
      case 'ACK':
      case 'NACK':
        // Every subscription is ack:auto; acknowledgements have nothing to settle.
        break;
      default:
        throw new StompProtocolError(`${frame.command} is not supported`);
    }
    this.receipt(frame);
  }

  private async connect(frame: StompFrame): Promise<void> {
    if (this.connected) throw new StompProtocolError('already connected');
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',');
    if (!versions.includes('1.2')) throw new StompProtocolError('only STOMP 1.2 is supported');
    const [clientSends, clientWants] = parseHeartBeat(frame.headers['heart-beat']);
    const token =
      BEARER.exec(frame.headers.Authorization ?? frame.headers.authorization ?? '')?.[1] ??
      frame.headers.passcode;
    if (token !== undefined && token !== '') {
      const claims = await this.ctx.verifyToken(token);
      if (claims.siteId !== this.ctx.siteId) throw new AppError(403, 'WRONG_ACCESS');
      this.userId = claims.userId;
      this.familyId = claims.familyId;
      // A socket lives no longer than its token: the client reconnects with a fresh one.
      const expiry = setTimeout(
        () => this.end('TOKEN_EXPIRED'),
        Math.min(claims.expiresAt - this.ctx.now(), MAX_TIMER_MS),
      );
      expiry.unref();
      this.timers.push(expiry);
    }
    this.connected = true;
    this.ctx.broker.addSession(this);
    const offer = this.ctx.limits.heartbeatMs;
    const sendEvery = clientWants > 0 ? Math.max(offer, clientWants) : 0;
    const expectEvery = clientSends > 0 ? Math.max(offer, clientSends) : 0;
    this.write(
      serializeFrame('CONNECTED', {
        version: '1.2',
        'heart-beat': `${offer},${offer}`,
        server: 'bx-platform',
        session: this.id,
        ...(this.userId === null ? {} : { 'user-name': String(this.userId) }),
      }),
    );
    if (sendEvery > 0) this.every(sendEvery, () => this.write(HEARTBEAT));
    if (expectEvery > 0) {
      this.every(expectEvery, () => {
        if (Date.now() - this.lastReceived > 2 * expectEvery) this.close(POLICY_VIOLATION);
      });
    }
  }

  private subscribe(frame: StompFrame): void {
    const { id, destination } = frame.headers;
    if (id === undefined || id === '') throw new StompProtocolError('SUBSCRIBE needs an id header');
    if (destination === undefined) throw new StompProtocolError('SUBSCRIBE needs a destination header');
    if (this.subscriptions.has(id)) throw new StompProtocolError(`subscription id "${id}" is already in use`);
    if (this.subscriptions.size >= this.ctx.limits.maxSubscriptions) {
      throw new StompProtocolError(`more than ${this.ctx.limits.maxSubscriptions} subscriptions`);
    }
    const kind = subscribable(destination, this.ctx.siteId);
    if (kind === undefined) throw new StompProtocolError(`cannot subscribe to "${destination}"`);
    if (kind === 'user' && this.userId === null) throw new AppError(401, 'UNAUTHORIZED');
    this.subscriptions.set(id, destination);
    this.ctx.broker.subscribed(this, destination);
  }

  private unsubscribe(frame: StompFrame): void {
    const { id } = frame.headers;
    if (id === undefined || id === '') throw new StompProtocolError('UNSUBSCRIBE needs an id header');
    const destination = this.subscriptions.get(id);
    if (destination === undefined) return;
    this.subscriptions.delete(id);
    this.ctx.broker.unsubscribed(this, destination);
  }

  /** Clients send only pings; anything else has no handler and is dropped. */
  private onSend(frame: StompFrame): void {
    if (frame.headers.destination === PING_DESTINATION) {
      this.ctx.broker.deliverToSession(
        this,
        USER_QUEUES.pong,
        JSON.stringify({ type: 'PONG', data: Date.now() }),
      );
    }
  }

  private receipt(frame: StompFrame): void {
    const receipt = frame.headers.receipt;
    if (receipt !== undefined) this.write(serializeFrame('RECEIPT', { 'receipt-id': receipt }));
  }

  /** ERROR frame, then close: the spec's answer to anything the server will not go on with. */
  private fail(message: string, closeCode: number, code?: ErrorCode): void {
    if (this.closed) return;
    const body = code === undefined ? message : errorMessage(code, this.ctx.lang);
    this.write(serializeFrame('ERROR', { message, 'content-type': 'text/plain' }, body));
    this.close(closeCode);
  }

  /** The session ended (token expired, logout, block): ERROR with the reason as its message, then close. */
  end(reason: ErrorCode): void {
    this.fail(reason, POLICY_VIOLATION, reason);
  }

  close(code = 1000): void {
    if (this.closed) return;
    this.ws.close(code);
    this.dispose();
  }

  private every(ms: number, fn: () => void): void {
    const timer = setInterval(fn, ms);
    timer.unref();
    this.timers.push(timer);
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    this.ctx.broker.removeSession(this);
    this.ctx.onClose(this);
  }
}
