export interface RoundFilter {
  tradeOptionId?: number;
  /** Only rounds of options with these isPlay values. */
  isPlay?: number[];
  statuses?: number[];
  from?: number;
  to?: number;
}

export interface BetFilter {
  userId?: number;
  tradeOptionId?: number;
  tradeRoundId?: number;
  gameTypes?: string[];
  sides?: string[];
  statuses?: number[];
  from?: number;
  to?: number;
}

/** WHERE clause and parameters from optional filters. */
function where(parts: Array<[string, unknown] | undefined>): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses: string[] = [];
  for (const part of parts) {
    if (part === undefined) continue;
    params.push(part[1]);
    clauses.push(part[0].replaceAll('$?', `$${params.length}`));
  }
  return { sql: clauses.length === 0 ? '' : `WHERE ${clauses.join(' AND ')}`, params };
}

/** Rounds `r` joined with their option `o`. */
export function roundWhere(filter: RoundFilter) {
  return where([
    filter.tradeOptionId === undefined ? undefined : ['r.trade_option_id = $?', filter.tradeOptionId],
    filter.isPlay === undefined ? undefined : ['o.is_play = ANY($?::smallint[])', filter.isPlay],
    filter.statuses === undefined ? undefined : ['r.status = ANY($?::smallint[])', filter.statuses],
    filter.from === undefined ? undefined : ['r.open_at >= $?', filter.from],
    filter.to === undefined ? undefined : ['r.open_at < $?', filter.to],
  ]);
}

/** Bets `b` joined with their option `o`. */
export function betWhere(filter: BetFilter) {
  return where([
    filter.userId === undefined ? undefined : ['b.user_id = $?', filter.userId],
    filter.tradeOptionId === undefined ? undefined : ['b.trade_option_id = $?', filter.tradeOptionId],
    filter.tradeRoundId === undefined ? undefined : ['b.trade_round_id = $?', filter.tradeRoundId],
    filter.gameTypes === undefined ? undefined : ['o.type = ANY($?::text[])', filter.gameTypes],
    filter.sides === undefined ? undefined : ['b.type = ANY($?::text[])', filter.sides],
    filter.statuses === undefined ? undefined : ['b.status = ANY($?::smallint[])', filter.statuses],
    filter.from === undefined ? undefined : ['b.created_at >= $?', filter.from],
    filter.to === undefined ? undefined : ['b.created_at < $?', filter.to],
  ]);
}
