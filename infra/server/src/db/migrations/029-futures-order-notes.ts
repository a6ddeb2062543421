/**
 * What an order's answer and the history tell a player beyond its fill (docs/futures.md "Orders" and
 * "Liquidation"): `requested_qty`, the size a reduce-only order asked for when the engine cut it to the position's
 * (null when it was taken as asked), and `liquidation_fee`, what a LIQUIDATION order charged as the liquidation
 * fee (USDT micro-units, booked as its own ledger transfer beside the taker fee in `fee`).
 */
export const futuresOrderNotes = `
ALTER TABLE futures_order ADD COLUMN requested_qty bigint CHECK (requested_qty > 0);
ALTER TABLE futures_order ADD COLUMN liquidation_fee numeric(38, 0) NOT NULL DEFAULT 0
  CHECK (liquidation_fee >= 0);
`;
