/**
 * The overseas futures quick-order area (docs/oversea.md). Money stays in the ledger: an order's or a
 * position's `margin` is what its holds moved into OVERSEA_ESCROW, kept here so the views and the engine's
 * recovery read it without summing transfers. Positions are net per player and option: at most one OPEN row.
 * `entry_cost` is the sum of fill price x contracts (price units), so an averaged entry stays exact.
 */
export const oversea = `
ALTER TABLE ledger_account DROP CONSTRAINT ledger_account_kind_check;
ALTER TABLE ledger_account ADD CONSTRAINT ledger_account_kind_check
  CHECK (kind IN ('USER', 'HOUSE', 'EXTERNAL', 'BINARY_ESCROW', 'OVERSEA_ESCROW'));

CREATE TABLE oversea_position (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id),
  option_id integer NOT NULL,
  stock text NOT NULL,
  side text NOT NULL CHECK (side IN ('LONG', 'SHORT')),
  qty integer NOT NULL CHECK (qty >= 0),
  entry_cost bigint NOT NULL,
  margin numeric(38, 0) NOT NULL CHECK (margin >= 0),
  tp_tick integer CHECK (tp_tick > 0),
  sl_tick integer CHECK (sl_tick > 0),
  is_overnight boolean NOT NULL DEFAULT false,
  -- Bumped by every overnight switch: the key of that switch's hold or release.
  version integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CLOSED')),
  opened_at timestamptz NOT NULL,
  closed_at timestamptz,
  close_price bigint,
  realized_pnl numeric(38, 0),
  close_reason text CHECK (close_reason IN ('MANUAL', 'TAKEPROFIT', 'STOPLOSS', 'LIQUIDATION', 'SESSION_END')),
  -- Set by every write: the leader reads the rows other instances changed from it (docs/oversea.md).
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX oversea_position_open_key ON oversea_position (user_id, option_id) WHERE status = 'OPEN';
CREATE INDEX oversea_position_open_idx ON oversea_position (status) WHERE status = 'OPEN';
CREATE INDEX oversea_position_history_idx ON oversea_position (user_id, closed_at) WHERE status = 'CLOSED';

CREATE TABLE oversea_order (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id),
  option_id integer NOT NULL,
  stock text NOT NULL,
  market_type text NOT NULL CHECK (market_type IN ('MARKET', 'LIMIT')),
  trade_type text NOT NULL CHECK (trade_type IN ('B', 'S')),
  qty integer NOT NULL CHECK (qty > 0),
  price bigint NOT NULL,
  filled_price bigint,
  margin numeric(38, 0) NOT NULL DEFAULT 0 CHECK (margin >= 0),
  status text NOT NULL CHECK (status IN ('OPEN', 'FILLED', 'CANCELLED')),
  reason text NOT NULL DEFAULT 'MANUAL',
  created_at timestamptz NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oversea_order_open_idx ON oversea_order (user_id) WHERE status = 'OPEN';
CREATE INDEX oversea_order_changed_idx ON oversea_order (changed_at);
CREATE INDEX oversea_position_changed_idx ON oversea_position (changed_at);

-- A player's terms in this area: the loss-cut level as a share of the margin their positions hold.
CREATE TABLE oversea_setting (
  user_id integer PRIMARY KEY REFERENCES app_user (id),
  losscut_percent integer NOT NULL DEFAULT 50 CHECK (losscut_percent BETWEEN 0 AND 100)
);
`;
