import type { MarketService } from '../../market/market-service.js';
import type {
  OverseaOptionSwitch,
  OverseaRepository,
} from '../../repositories/oversea/oversea-repository.js';
import type { OverseaInstrument, OverseaOptions } from './oversea-options.js';
import type { OverseaPushes } from './oversea-pushes.js';

/** How long an instance reuses the operators' switches it read: another instance's change shows within this. */
const SWITCH_REUSE_MS = 1_000;
const PLAYING: OverseaOptionSwitch = { isPlay: true, isStop: false, overnightAllowed: null };
const closedBy = (flags: OverseaOptionSwitch) => !flags.isPlay || flags.isStop;

/**
 * The operators' switches of the overseas options as this instance last read them (migration 027): which are
 * closed to new orders, and the overnight rule each option's terms show.
 */
export class OverseaSwitches {
  private switches = new Map<string, OverseaOptionSwitch>();
  /** Each contract's own overnight rule, which an operator's switch may override. */
  private readonly contractOvernight = new Map<string, boolean>();
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | undefined;

  constructor(
    private readonly deps: {
      repo: Pick<OverseaRepository, 'optionSwitches'>;
      options: OverseaOptions;
      market: MarketService;
      pushes: OverseaPushes;
    },
  ) {
    for (const option of deps.options.all)
      this.contractOvernight.set(option.terms.stock, option.terms.overnightAllowed);
  }

  /**
   * Reads the operators' switches again when this instance's copy is older than a second (every call that lists
   * or takes orders asks first), so a change made on another instance shows here within a second.
   */
  async fresh(): Promise<void> {
    if (Date.now() - this.readAt < SWITCH_REUSE_MS) return;
    this.reading ??= this.deps.repo
      .optionSwitches()
      .then((switches) => {
        this.switches = switches;
        this.readAt = Date.now();
        for (const option of this.deps.options.all) this.applyOvernight(option);
      })
      .finally(() => {
        this.reading = undefined;
      });
    await this.reading;
  }

  /** An option's switches as this instance last read them. */
  of(option: OverseaInstrument): OverseaOptionSwitch {
    return this.switches.get(option.terms.stock) ?? PLAYING;
  }

  /** Closed by an operator: not playing, or stopped (new orders refused; positions still close). */
  isClosed(option: OverseaInstrument): boolean {
    return closedBy(this.of(option));
  }

  /**
   * An operator's switch, stored: this instance uses it at once (the others within a second), and closing or
   * reopening the option tells every open page on /topic/oversea, as a session's end or start does.
   */
  switched(option: OverseaInstrument, before: OverseaOptionSwitch, after: OverseaOptionSwitch): void {
    this.switches.set(option.terms.stock, after);
    this.applyOvernight(option);
    const closed = closedBy(after);
    if (closedBy(before) === closed) return;
    const { stock } = option.terms;
    const isRest = closed || !this.deps.market.bus.isOpen(stock);
    this.deps.pushes.option({
      type: closed ? 'OVERSEA_OPTION_CLOSE' : 'OVERSEA_OPTION_UPDATE',
      data: { id: option.id, stock, isRest },
    });
  }

  /**
   * The overnight rule every reader of the option's terms sees (the lists, a position's keep-overnight): the
   * operator's where one set it, else the contract's.
   */
  private applyOvernight(option: OverseaInstrument): void {
    const { stock } = option.terms;
    option.terms.overnightAllowed =
      this.of(option).overnightAllowed ?? this.contractOvernight.get(stock) ?? false;
  }
}
