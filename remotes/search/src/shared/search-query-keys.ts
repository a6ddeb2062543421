/**
 * The roots of this area's keys, per player. A trade closing anywhere (a socket event) invalidates
 * `overseaAll`, which refreshes the history and the daily profit of every period together; a balance pushed
 * after a deposit or withdrawal is decided invalidates `dnwAll`.
 */
export const searchKeys = {
  overseaAll: ['search', 'oversea'] as const,
  oversea: (userId: number) => [...searchKeys.overseaAll, userId] as const,
  dnwAll: ['search', 'dnw'] as const,
  dnw: (userId: number) => [...searchKeys.dnwAll, userId] as const,
};
