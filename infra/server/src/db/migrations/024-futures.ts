/**
 * Perpetual coin futures (docs/futures.md). Money stays in the ledger: a position's `margin` and a resting order's
 * `margin` are what their holds moved into FUTURES_ESCROW (USDT), kept here so views and the engine's recovery read
 * them without summing transfers. Positions are net per player and option (one-way mode): at most one OPEN row.
 * Quantities are integers in units of the option's step (10^-qty_precision coins), prices in units of its tick
 * precision (10^-precision USDT); `entry_cost` is the sum of fill price x quantity in those units, so an averaged
 * entry stays exact. Money columns are USDT micro-units (the ledger's scale).
 */
export const futures = `
ALTER TABLE ledger_account DROP CONSTRAINT ledger_account_kind_check;
ALTER TABLE ledger_account ADD CONSTRAINT ledger_account_kind_check
  CHECK (kind IN ('USER', 'HOUSE', 'EXTERNAL', 'BINARY_ESCROW', 'OVERSEA_ESCROW', 'DNW_ESCROW', 'FUTURES_ESCROW'));

-- The contracts offered. Rates are parts per million (0.4 % = 4000); brackets: [{cap, maxLeverage, mmr, cum}],
-- cap and cum in USDT micro-units, ascending by cap.
CREATE TABLE futures_option (
  id integer PRIMARY KEY,
  stock text NOT NULL UNIQUE,
  qty_precision integer NOT NULL CHECK (qty_precision BETWEEN 0 AND 6),
  step_size integer NOT NULL CHECK (step_size > 0),
  max_leverage integer NOT NULL CHECK (max_leverage BETWEEN 1 AND 125),
  min_notional numeric(38, 0) NOT NULL CHECK (min_notional >= 0),
  brackets jsonb NOT NULL,
  funding_rate_ppm integer NOT NULL,
  fee_rate_ppm integer NOT NULL CHECK (fee_rate_ppm BETWEEN 0 AND 10000),
  is_play boolean NOT NULL DEFAULT true,
  is_stop boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);

INSERT INTO futures_option (id, stock, qty_precision, step_size, max_leverage, min_notional, brackets,
  funding_rate_ppm, fee_rate_ppm, sort) VALUES
  (1, 'BTCUSDT', 3, 1, 125, 10000000, '[
    {"cap": 50000000000, "maxLeverage": 125, "mmr": 4000, "cum": 0},
    {"cap": 250000000000, "maxLeverage": 100, "mmr": 5000, "cum": 50000000},
    {"cap": 1000000000000, "maxLeverage": 50, "mmr": 10000, "cum": 1300000000},
    {"cap": 10000000000000, "maxLeverage": 20, "mmr": 25000, "cum": 16300000000},
    {"cap": 20000000000000, "maxLeverage": 10, "mmr": 50000, "cum": 266300000000},
    {"cap": 50000000000000, "maxLeverage": 5, "mmr": 100000, "cum": 1266300000000}]', 100, 400, 1),
  (2, 'ETHUSDT', 2, 1, 100, 10000000, '[
    {"cap": 10000000000, "maxLeverage": 100, "mmr": 5000, "cum": 0},
    {"cap": 100000000000, "maxLeverage": 75, "mmr": 6500, "cum": 15000000},
    {"cap": 500000000000, "maxLeverage": 50, "mmr": 10000, "cum": 365000000},
    {"cap": 5000000000000, "maxLeverage": 20, "mmr": 20000, "cum": 5365000000},
    {"cap": 20000000000000, "maxLeverage": 10, "mmr": 50000, "cum": 155365000000}]', 100, 400, 2),
  (3, 'XRPUSDT', 1, 1, 75, 10000000, '[
    {"cap": 10000000000, "maxLeverage": 75, "mmr": 5000, "cum": 0},
    {"cap": 100000000000, "maxLeverage": 50, "mmr": 10000, "cum": 50000000},
    {"cap": 1000000000000, "maxLeverage": 20, "mmr": 25000, "cum": 1550000000},
    {"cap": 5000000000000, "maxLeverage": 10, "mmr": 50000, "cum": 26550000000}]', 100, 400, 3),
  (4, 'SOLUSDT', 2, 1, 75, 10000000, '[
    {"cap": 10000000000, "maxLeverage": 75, "mmr": 5000, "cum": 0},
    {"cap": 100000000000, "maxLeverage": 50, "mmr": 10000, "cum": 50000000},
    {"cap": 1000000000000, "maxLeverage": 20, "mmr": 25000, "cum": 1550000000},
    {"cap": 5000000000000, "maxLeverage": 10, "mmr": 50000, "cum": 26550000000}]', 100, 400, 4),
  (5, 'DOGEUSDT', 0, 1, 50, 10000000, '[
    {"cap": 10000000000, "maxLeverage": 50, "mmr": 10000, "cum": 0},
    {"cap": 100000000000, "maxLeverage": 25, "mmr": 20000, "cum": 100000000},
    {"cap": 1000000000000, "maxLeverage": 10, "mmr": 50000, "cum": 3100000000}]', 100, 400, 5);

-- A player's leverage and margin type per option; absent: 20x cross (or the option's maximum when lower).
CREATE TABLE futures_setting (
  user_id integer NOT NULL REFERENCES app_user (id),
  option_id integer NOT NULL REFERENCES futures_option (id),
  leverage integer NOT NULL CHECK (leverage BETWEEN 1 AND 125),
  margin_type text NOT NULL CHECK (margin_type IN ('CROSS', 'ISOLATED')),
  PRIMARY KEY (user_id, option_id)
);

CREATE TABLE futures_position (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id),
  option_id integer NOT NULL REFERENCES futures_option (id),
  stock text NOT NULL,
  side text NOT NULL CHECK (side IN ('LONG', 'SHORT')),
  qty bigint NOT NULL CHECK (qty >= 0),
  entry_cost numeric(38, 0) NOT NULL,
  margin numeric(38, 0) NOT NULL CHECK (margin >= 0),
  leverage integer NOT NULL,
  margin_type text NOT NULL CHECK (margin_type IN ('CROSS', 'ISOLATED')),
  realized_pnl numeric(38, 0) NOT NULL DEFAULT 0,
  funding_fee numeric(38, 0) NOT NULL DEFAULT 0,
  -- Bumped by every margin change of the player's own: the key of that change's transfer.
  version integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CLOSED')),
  opened_at timestamptz NOT NULL,
  closed_at timestamptz,
  close_price bigint,
  close_reason text CHECK (close_reason IN ('MANUAL', 'TAKEPROFIT', 'STOPLOSS', 'LIQUIDATION')),
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX futures_position_open_key ON futures_position (user_id, option_id) WHERE status = 'OPEN';
CREATE INDEX futures_position_open_idx ON futures_position (status) WHERE status = 'OPEN';
CREATE INDEX futures_position_changed_idx ON futures_position (changed_at);

CREATE TABLE futures_order (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id),
  option_id integer NOT NULL REFERENCES futures_option (id),
  stock text NOT NULL,
  market_type text NOT NULL
    CHECK (market_type IN ('LIMIT', 'MARKET', 'STOPLIMIT', 'STOPMARKET', 'TAKEPROFIT', 'STOPLOSS', 'LIQUIDATION')),
  trade_type text NOT NULL CHECK (trade_type IN ('B', 'S')),
  qty bigint NOT NULL CHECK (qty >= 0),
  price bigint,
  stop_price bigint,
  -- Which way the stop fires: true when the price rises to it, false when it falls to it.
  fires_above boolean,
  is_mark boolean NOT NULL DEFAULT true,
  is_triggered boolean NOT NULL DEFAULT false,
  reduce_only boolean NOT NULL DEFAULT false,
  position_id integer REFERENCES futures_position (id),
  leverage integer NOT NULL,
  margin_type text NOT NULL CHECK (margin_type IN ('CROSS', 'ISOLATED')),
  margin numeric(38, 0) NOT NULL DEFAULT 0 CHECK (margin >= 0),
  take_profit bigint,
  stop_loss bigint,
  status text NOT NULL CHECK (status IN ('OPEN', 'FILLED', 'CANCELLED')),
  filled_price bigint,
  fee numeric(38, 0) NOT NULL DEFAULT 0,
  realized_pnl numeric(38, 0),
  cancel_reason text,
  created_at timestamptz NOT NULL,
  filled_at timestamptz,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX futures_order_open_idx ON futures_order (user_id) WHERE status = 'OPEN';
CREATE INDEX futures_order_history_idx ON futures_order (user_id, id DESC) WHERE status <> 'OPEN';
CREATE INDEX futures_order_changed_idx ON futures_order (changed_at);

-- One row per position and funding time: funding books once, whatever restarts in between.
CREATE TABLE futures_funding (
  position_id integer NOT NULL REFERENCES futures_position (id),
  funding_time timestamptz NOT NULL,
  rate_ppm integer NOT NULL,
  mark_price bigint NOT NULL,
  amount numeric(38, 0) NOT NULL,
  PRIMARY KEY (position_id, funding_time)
);
-- The funding times the engine has run, so a restart runs a missed one and no other.
CREATE TABLE futures_funding_run (funding_time timestamptz PRIMARY KEY, ran_at timestamptz NOT NULL DEFAULT now());
`;
