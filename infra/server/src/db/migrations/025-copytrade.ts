/**
 * Copy trading (docs/copytrade.md). A trader's profile, the follows (one FOLLOWING row per follower at most), each
 * trader fill to mirror (written in the trader's fill transaction, so a fill is mirrored once whatever restarts) and
 * each follower's mirrored or skipped copy (unique per trader order and follow: a copy books once). Money columns are
 * USDT micro-units; quantities are the option's step units (as futures_order).
 */
export const copytrade = `
CREATE TABLE copytrade_trader (
  id serial PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES app_user (id),
  site_id integer NOT NULL,
  name text NOT NULL,
  introduction text NOT NULL DEFAULT '',
  is_active boolean NOT NULL DEFAULT true,
  is_liquidated boolean NOT NULL DEFAULT false,
  max_followers integer NOT NULL DEFAULT 100 CHECK (max_followers >= 0),
  min_balance numeric(38, 0) NOT NULL DEFAULT 100000000 CHECK (min_balance >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX copytrade_trader_site_idx ON copytrade_trader (site_id);

CREATE TABLE copytrade_follower (
  id serial PRIMARY KEY,
  trader_id integer NOT NULL REFERENCES copytrade_trader (id),
  user_id integer NOT NULL REFERENCES app_user (id),
  follow_options integer[] NOT NULL CHECK (cardinality(follow_options) > 0),
  multiply_per integer NOT NULL CHECK (multiply_per >= 0),
  max_bet numeric(38, 0) NOT NULL,
  one_max_bet numeric(38, 0) NOT NULL CHECK (one_max_bet >= 10000000),
  status text NOT NULL DEFAULT 'FOLLOWING' CHECK (status IN ('FOLLOWING', 'ENDED')),
  end_reason text CHECK (end_reason IN ('UNFOLLOW', 'REMOVED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  CHECK (max_bet > one_max_bet)
);
CREATE UNIQUE INDEX copytrade_follower_one_idx ON copytrade_follower (user_id) WHERE status = 'FOLLOWING';
CREATE INDEX copytrade_follower_trader_idx ON copytrade_follower (trader_id) WHERE status = 'FOLLOWING';
CREATE INDEX copytrade_follower_user_idx ON copytrade_follower (user_id, id DESC);

-- A trader's fill: what it did to the trader's position, and whether its followers' copies are done.
CREATE TABLE copytrade_fill (
  order_id integer PRIMARY KEY REFERENCES futures_order (id),
  trader_id integer NOT NULL REFERENCES copytrade_trader (id),
  option_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('OPEN', 'CLOSE')),
  trade_type text NOT NULL CHECK (trade_type IN ('B', 'S')),
  qty bigint NOT NULL,
  -- The trader's position before the fill (a close's share is qty / position_qty).
  position_qty bigint NOT NULL,
  price bigint NOT NULL,
  leverage integer NOT NULL,
  margin_type text NOT NULL,
  margin numeric(38, 0) NOT NULL DEFAULT 0,
  pnl numeric(38, 0) NOT NULL DEFAULT 0,
  is_liquidation boolean NOT NULL DEFAULT false,
  mirrored boolean NOT NULL DEFAULT false,
  -- Mirror runs that left a follower to try again (an unexpected failure): the sweep gives up after a few.
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX copytrade_fill_trader_idx ON copytrade_fill (trader_id);
CREATE INDEX copytrade_fill_pending_idx ON copytrade_fill (created_at) WHERE NOT mirrored;

CREATE TABLE copytrade_order (
  id serial PRIMARY KEY,
  follower_id integer NOT NULL REFERENCES copytrade_follower (id),
  user_id integer NOT NULL REFERENCES app_user (id),
  trader_order_id integer NOT NULL REFERENCES futures_order (id),
  follower_order_id integer REFERENCES futures_order (id),
  option_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('OPEN', 'CLOSE')),
  status text NOT NULL CHECK (status IN ('FILLED', 'SKIPPED')),
  skip_reason text,
  trader_qty bigint NOT NULL,
  qty bigint NOT NULL DEFAULT 0,
  price bigint,
  margin numeric(38, 0) NOT NULL DEFAULT 0,
  realized_pnl numeric(38, 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (trader_order_id, follower_id)
);
CREATE INDEX copytrade_order_user_idx ON copytrade_order (user_id, id DESC);
CREATE INDEX copytrade_order_follower_idx ON copytrade_order (follower_id);
`;
