/**
 * Binary / rent rounds. Times are epoch milliseconds (bigint); prices integer units of 10^-precision; money
 * NUMERIC(38,0) minor units of the option's currency; payout rates NUMERIC(10,4) (1.9500 = stake x 1.95).
 */
export const binary = `
-- Stakes of running rounds sit in one escrow account per asset until settlement.
ALTER TABLE ledger_account DROP CONSTRAINT ledger_account_kind_check;
ALTER TABLE ledger_account ADD CONSTRAINT ledger_account_kind_check
  CHECK (kind IN ('USER', 'HOUSE', 'EXTERNAL', 'BINARY_ESCROW'));

CREATE TABLE trade_option (
  id serial PRIMARY KEY,
  stock text NOT NULL,
  type text NOT NULL CHECK (type IN ('R.5', 'R1', 'R2', 'R5', 'B1', 'B2', 'B5')),
  round_seconds integer NOT NULL CHECK (round_seconds > 0),
  -- Bets are taken during the first lock_seconds of a round; the lock price is the price at that instant.
  lock_seconds integer NOT NULL CHECK (lock_seconds > 0),
  payout_rate numeric(10, 4) NOT NULL CHECK (payout_rate > 0),
  min_bet numeric(38, 0) NOT NULL CHECK (min_bet > 0),
  bet_unit numeric(38, 0) NOT NULL CHECK (bet_unit > 0),
  currency text NOT NULL REFERENCES asset (code),
  -- Shown and playable only when both are 1.
  is_play smallint NOT NULL DEFAULT 1 CHECK (is_play IN (0, 1)),
  is_stop smallint NOT NULL DEFAULT 1 CHECK (is_stop IN (0, 1)),
  sort_order integer NOT NULL DEFAULT 0,
  CHECK (lock_seconds < round_seconds),
  UNIQUE (stock, type)
);

CREATE TABLE trade_round (
  id serial PRIMARY KEY,
  trade_option_id integer NOT NULL REFERENCES trade_option (id),
  stock text NOT NULL,
  precision smallint NOT NULL,
  open_at bigint NOT NULL,
  lock_at bigint NOT NULL,
  close_at bigint NOT NULL,
  phase text NOT NULL DEFAULT 'OPEN' CHECK (phase IN ('OPEN', 'LOCKED', 'CLOSED', 'SETTLED', 'CANCELLED')),
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  lock_price bigint,
  lock_price_time bigint,
  close_price bigint,
  close_price_time bigint,
  winner text CHECK (winner IN ('B', 'S')),
  settled_at bigint,
  UNIQUE (trade_option_id, open_at),
  CHECK (open_at < lock_at AND lock_at < close_at)
);
CREATE INDEX trade_round_unsettled_idx ON trade_round (close_at) WHERE phase NOT IN ('SETTLED', 'CANCELLED');
CREATE INDEX trade_round_option_idx ON trade_round (trade_option_id, open_at DESC);

CREATE TABLE binary_bet (
  id serial PRIMARY KEY,
  trade_round_id integer NOT NULL REFERENCES trade_round (id),
  trade_option_id integer NOT NULL REFERENCES trade_option (id),
  user_id integer NOT NULL REFERENCES app_user (id),
  type text NOT NULL CHECK (type IN ('B', 'S')),
  point numeric(38, 0) NOT NULL CHECK (point > 0),
  asset text NOT NULL REFERENCES asset (code),
  -- The option's rate when the bet was taken; later changes do not touch it.
  payout_rate numeric(10, 4) NOT NULL,
  payout numeric(38, 0) NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  won boolean,
  idempotency_key text NOT NULL,
  created_at bigint NOT NULL,
  settled_at bigint,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX binary_bet_round_idx ON binary_bet (trade_round_id, id);
CREATE INDEX binary_bet_user_idx ON binary_bet (user_id, id DESC);
CREATE INDEX binary_bet_option_idx ON binary_bet (trade_option_id, id DESC);
`;
