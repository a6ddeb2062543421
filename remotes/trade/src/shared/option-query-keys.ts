/**
 * The roots of the queries about one option. A round event or one of my bets marks the lists under them
 * stale without the feature that hears it knowing which calls the lists make.
 */
export const optionQueryKeys = {
  all: (tradeOptionId: number) => ['trade', tradeOptionId] as const,
  /** Lists that move as rounds run and settle: recent rounds, everyone's bets and my own. */
  lists: (tradeOptionId: number) => ['trade', tradeOptionId, 'lists'] as const,
  /** The signed-in player's lists, which also move with each of their bets. */
  myLists: (tradeOptionId: number) => ['trade', tradeOptionId, 'lists', 'mine'] as const,
};
