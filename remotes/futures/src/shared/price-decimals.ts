/** Decimals of prices when the contract's terms are not at hand: as many as the server wrote, the most of them. */
export const decimalsIn = (...prices: (string | null)[]): number =>
  Math.max(0, ...prices.map((price) => price?.split('.')[1]?.length ?? 0));
