import { RetryLaterError } from '../errors/retry-later.js';

export interface HashQueueLimits {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting for a slot; one more is refused at once. */
  maxWaiting: number;
}

/**
 * Runs at most `concurrency` tasks at once; others wait in order, up to `maxWaiting`. Beyond that a task is
 * refused with 503 SERVER_BUSY: an answer now beats one after every earlier login has been hashed.
 */
export class HashQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private limits: HashQueueLimits) {}

  configure(limits: HashQueueLimits): void {
    this.limits = limits;
    while (this.running < this.limits.concurrency && this.waiting.length > 0) {
      this.running++;
      this.waiting.shift()!();
    }
  }

  stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.concurrency) {
      this.running++;
    } else if (this.waiting.length < this.limits.maxWaiting) {
      // The slot is handed over by release(), already counted.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      throw new RetryLaterError(503, 'SERVER_BUSY', 1);
    }
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private release(): void {
    const next = this.running <= this.limits.concurrency ? this.waiting.shift() : undefined;
    if (next === undefined) this.running--;
    else next();
  }
}
