/**
 * Coins in and out (docs/dnw.md, "Coins"): each player's deposit addresses per coin, coin withdrawals and chain
 * deposits in dnw_history (with their address, tag and the chain's transaction id), and promotion coupons.
 */
export const coins = `
-- A coin withdrawal waits beside a won one: one waiting request per player, kind and wallet.
DROP INDEX dnw_history_one_waiting;
CREATE UNIQUE INDEX dnw_history_one_waiting ON dnw_history (user_id, type, wallet)
  WHERE status = 'WAIT' AND type IN ('D', 'W');
ALTER TABLE dnw_history ADD COLUMN address text, ADD COLUMN tag text, ADD COLUMN tx_id text;
-- A chain transaction is credited once, whichever instance saw it first.
CREATE UNIQUE INDEX dnw_history_chain_tx ON dnw_history (asset, tx_id) WHERE tx_id IS NOT NULL;

CREATE TABLE coin_address (
  id serial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES site_info (id),
  user_id integer NOT NULL REFERENCES app_user (id),
  coin text NOT NULL,
  address text NOT NULL,
  -- The destination tag (XRP) or memo (EOS) that routes a shared address's deposits to this player.
  tag text,
  -- Epoch ms (app clock) a temporary address is shown until; null for the player's lasting address.
  expires_at bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX coin_address_route ON coin_address (coin, address, coalesce(tag, ''));
CREATE UNIQUE INDEX coin_address_lasting ON coin_address (user_id, coin) WHERE expires_at IS NULL;

-- The player's own address a coin is withdrawn to (POST /api/wallet/generate {address}).
CREATE TABLE coin_withdraw_address (
  user_id integer NOT NULL REFERENCES app_user (id),
  coin text NOT NULL,
  address text NOT NULL,
  tag text,
  bank_info text,
  PRIMARY KEY (user_id, coin)
);

CREATE TABLE coupon (
  id serial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES site_info (id),
  promo_code text NOT NULL,
  -- The wallet the bonus lands in; null lets the player choose (POST /api/coupon/use {walletType}).
  wallet text,
  point numeric(38, 0) NOT NULL CHECK (point > 0),
  asset text NOT NULL,
  max_uses integer NOT NULL CHECK (max_uses > 0),
  uses integer NOT NULL DEFAULT 0 CHECK (uses <= max_uses),
  expires_at timestamptz NOT NULL,
  created_by integer REFERENCES app_user (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, promo_code)
);
CREATE TABLE coupon_use (
  coupon_id integer NOT NULL REFERENCES coupon (id),
  user_id integer NOT NULL REFERENCES app_user (id),
  dnw_history_id integer NOT NULL REFERENCES dnw_history (id),
  PRIMARY KEY (coupon_id, user_id)
);
`;
