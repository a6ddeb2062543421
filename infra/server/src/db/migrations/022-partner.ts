/**
 * Partners as a tree with their share of their players' house result (docs/partner.md), the shares booked, and
 * which settled results were already shared (a bet or a closed position is shared once).
 */
export const partnerProfit = `
ALTER TABLE partner ADD COLUMN parent_id integer REFERENCES partner (id),
  ADD COLUMN level integer NOT NULL DEFAULT 1 CHECK (level >= 1),
  ADD COLUMN share_rate numeric(5, 4) NOT NULL DEFAULT 0 CHECK (share_rate >= 0 AND share_rate <= 1),
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX partner_parent_idx ON partner (parent_id);
CREATE INDEX app_user_referrer_idx ON app_user (referrer_partner_id) WHERE referrer_partner_id IS NOT NULL;

-- Results not yet shared: the partial indexes hold only what the next run reads.
ALTER TABLE binary_bet ADD COLUMN partner_shared boolean NOT NULL DEFAULT false;
CREATE INDEX binary_bet_unshared_idx ON binary_bet (id) WHERE status = 1 AND NOT partner_shared;
ALTER TABLE oversea_position ADD COLUMN partner_shared boolean NOT NULL DEFAULT false;
CREATE INDEX oversea_position_unshared_idx ON oversea_position (id) WHERE status = 'CLOSED' AND NOT partner_shared;

-- One run of the sharing job: its rows and transfers are keyed by it.
CREATE TABLE partner_profit_run (
  id serial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE partner_profit (
  id serial PRIMARY KEY,
  run_id integer NOT NULL REFERENCES partner_profit_run (id),
  site_id integer NOT NULL REFERENCES site_info (id),
  partner_id integer NOT NULL REFERENCES partner (id),
  player_id integer NOT NULL REFERENCES app_user (id),
  type text NOT NULL CHECK (type IN ('BINARY', 'OVERSEA')),
  asset text NOT NULL REFERENCES asset (code),
  wallet text NOT NULL,
  -- The player's house result in the run (what the house won), and the share of it paid.
  base numeric(38, 0) NOT NULL CHECK (base > 0),
  rate numeric(5, 4) NOT NULL CHECK (rate > 0),
  point numeric(38, 0) NOT NULL CHECK (point > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (run_id, partner_id, player_id, type)
);
CREATE INDEX partner_profit_partner_idx ON partner_profit (partner_id, id DESC);
`;
