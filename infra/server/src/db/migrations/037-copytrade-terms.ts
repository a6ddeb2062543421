/**
 * Copy trading a lead trader would join (docs/copytrade.md, issue 30 items 8-11):
 * - a follow's window of fills (`first_order_id` < the follower's futures orders <= `last_order_id`, set when it
 *   ends): its PnL, the profit share and the stop-loss are computed from the follower's fills on the copied pairs
 *   within it, fees included, as the trader's are;
 * - the trader's profit share (a whole percent), the operators' caps (site 0: every site's default), the share a
 *   follow took when it began and what it has paid, each settlement (once per follow and period, the ledger transfer
 *   keyed by it) and the weekly runs done;
 * - a follow's optional portfolio stop-loss, and STOP_LOSS as a reason a follow ends;
 * - which futures fills the partners' sharing run has taken (fills before this migration are not shared).
 */
export const copytradeTerms = `
ALTER TABLE copytrade_trader ADD COLUMN profit_share_per integer NOT NULL DEFAULT 0
  CHECK (profit_share_per BETWEEN 0 AND 100);

-- The most a trader may take, per site; site 0 is every site's default (a SUPER operator's).
CREATE TABLE copytrade_share_cap (
  site_id integer PRIMARY KEY,
  cap_per integer NOT NULL CHECK (cap_per BETWEEN 0 AND 100)
);
INSERT INTO copytrade_share_cap (site_id, cap_per) VALUES (0, 30);

ALTER TABLE copytrade_follower ADD COLUMN first_order_id integer NOT NULL DEFAULT 0,
  ADD COLUMN last_order_id integer,
  ADD COLUMN stop_loss_per integer CHECK (stop_loss_per BETWEEN 1 AND 100),
  ADD COLUMN profit_share_per integer NOT NULL DEFAULT 0 CHECK (profit_share_per BETWEEN 0 AND 100),
  ADD COLUMN profit_shared numeric(38, 0) NOT NULL DEFAULT 0 CHECK (profit_shared >= 0);
-- Follows of before: their window from the orders of their time.
UPDATE copytrade_follower f SET
  first_order_id = coalesce((SELECT max(o.id) FROM futures_order o WHERE o.created_at <= f.created_at), 0),
  last_order_id = CASE WHEN f.status = 'ENDED' THEN
    coalesce((SELECT max(o.id) FROM futures_order o WHERE o.created_at <= f.ended_at), 0) END;
ALTER TABLE copytrade_follower DROP CONSTRAINT copytrade_follower_end_reason_check;
ALTER TABLE copytrade_follower ADD CONSTRAINT copytrade_follower_end_reason_check
  CHECK (end_reason IN ('UNFOLLOW', 'REMOVED', 'STOP_LOSS'));
CREATE INDEX copytrade_follower_stop_loss_idx ON copytrade_follower (id)
  WHERE status = 'FOLLOWING' AND stop_loss_per IS NOT NULL;
-- A follow its stop-loss ended, whose positions are still to close and whose profit share is still to settle.
CREATE INDEX copytrade_follower_unsettled_idx ON copytrade_follower (id)
  WHERE status = 'ENDED' AND last_order_id IS NULL;

CREATE TABLE copytrade_profit_share (
  id serial PRIMARY KEY,
  follower_id integer NOT NULL REFERENCES copytrade_follower (id),
  trader_id integer NOT NULL REFERENCES copytrade_trader (id),
  -- YYYY-MM-DD of the weekly run's Monday (UTC), or END.
  period text NOT NULL,
  pnl numeric(38, 0) NOT NULL,
  share_per integer NOT NULL,
  amount numeric(38, 0) NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL,
  UNIQUE (follower_id, period)
);
CREATE INDEX copytrade_profit_share_trader_idx ON copytrade_profit_share (trader_id, id DESC);
CREATE INDEX copytrade_profit_share_follower_idx ON copytrade_profit_share (follower_id, id DESC);
CREATE TABLE copytrade_share_run (period text PRIMARY KEY, ran_at timestamptz NOT NULL DEFAULT now());

ALTER TABLE futures_order ADD COLUMN partner_shared boolean NOT NULL DEFAULT false;
UPDATE futures_order SET partner_shared = true WHERE status = 'FILLED';
CREATE INDEX futures_order_unshared_idx ON futures_order (id) WHERE status = 'FILLED' AND NOT partner_shared;
ALTER TABLE partner_profit DROP CONSTRAINT partner_profit_type_check;
ALTER TABLE partner_profit ADD CONSTRAINT partner_profit_type_check
  CHECK (type IN ('BINARY', 'OVERSEA', 'FUTURES', 'COPYTRADE'));
`;
