/**
 * The largest single request a player may make, per site and currency (docs/dnw.md, "Limits"), in the currency's
 * own units (100000000 won, 2 BTC): `deposit_max` bounds a won deposit or P2P buy request, `withdraw_max` whatever
 * leaves a wallet at the player's request (a withdrawal, a send, a conversion, a sale). A site and currency without
 * a row take the server's defaults (src/wallet/amount-limits.ts), which operators override here.
 */
export const amountLimits = `
CREATE TABLE site_amount_limit (
  site_id integer NOT NULL REFERENCES site_info (id),
  asset text NOT NULL,
  deposit_max numeric(38, 18) NOT NULL CHECK (deposit_max > 0),
  withdraw_max numeric(38, 18) NOT NULL CHECK (withdraw_max > 0),
  PRIMARY KEY (site_id, asset)
);
`;
