/**
 * Group commit for bets: what arrives while a batch is being booked waits and goes in the next batch, so a
 * burst of players costs a handful of transactions instead of one each (and one lock of the shared escrow
 * account per batch instead of one per bet). A lone bet is booked at once: there is no timer to wait out.
 *
 * `book` answers one outcome per item, in order: a value, or the Error that item is refused with. Should
 * `book` itself fail, every item of that batch fails with it; later batches are not affected.
 */
export class BetIntake<Item, Outcome> {
  private queue: { item: Item; resolve: (outcome: Outcome) => void; reject: (error: unknown) => void }[] = [];
  private draining = false;

  constructor(
    private readonly book: (items: readonly Item[]) => Promise<ReadonlyArray<Outcome | Error>>,
    private readonly maxBatch = 500,
  ) {}

  submit(item: Item): Promise<Outcome> {
    return new Promise<Outcome>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.draining) {
        this.draining = true;
        // Let the requests that arrived in the same turn of the event loop join the first batch.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        const outcomes = await this.book(batch.map((entry) => entry.item));
        batch.forEach((entry, index) => {
          const outcome = outcomes[index]!;
          if (outcome instanceof Error) entry.reject(outcome);
          else entry.resolve(outcome);
        });
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    this.draining = false;
  }
}
