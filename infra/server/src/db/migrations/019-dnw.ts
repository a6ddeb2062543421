/**
 * Deposit and withdraw requests and sends between players (docs/dnw.md). Money stays in the ledger: a pending withdrawal's amount sits in
 * DNW_ESCROW under the hold `dnw:{id}:hold` until the operator pays it out or it goes back. One pending request
 * per player and kind: a second one waits for the first to be decided (DNW_IN_PROGRESS).
 */
export const dnw = `
ALTER TABLE ledger_account DROP CONSTRAINT ledger_account_kind_check;
ALTER TABLE ledger_account ADD CONSTRAINT ledger_account_kind_check
  CHECK (kind IN ('USER', 'HOUSE', 'EXTERNAL', 'BINARY_ESCROW', 'OVERSEA_ESCROW', 'DNW_ESCROW'));

CREATE TABLE dnw_history (
  id serial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES site_info (id),
  user_id integer NOT NULL REFERENCES app_user (id),
  type text NOT NULL CHECK (type IN ('B', 'D', 'W', 'WB', 'WS', 'TI', 'CI', 'TO', 'CO', 'E', 'C', 'PB', 'PM')),
  status text NOT NULL DEFAULT 'WAIT' CHECK (status IN ('WAIT', 'DONE', 'REJECT', 'CANCEL')),
  -- The ledger wallet it moves: MONEY (KRW) for deposits and withdrawals, a coin wallet for coin sends.
  wallet text NOT NULL DEFAULT 'MONEY',
  asset text NOT NULL,
  point numeric(38, 0) NOT NULL CHECK (point > 0),
  -- The other player of a send (TO/CO: who received it; TI/CI: who sent it).
  counterpart_id integer REFERENCES app_user (id),
  bank_info jsonb,
  idempotency_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz,
  processed_by integer REFERENCES app_user (id),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX dnw_history_user_idx ON dnw_history (user_id, id DESC);
CREATE INDEX dnw_history_waiting_idx ON dnw_history (site_id, id) WHERE status = 'WAIT';
CREATE UNIQUE INDEX dnw_history_one_waiting ON dnw_history (user_id, type)
  WHERE status = 'WAIT' AND type IN ('D', 'W');

-- A conversion's price, quoted to the player and honoured until it expires (app clock, epoch ms), once.
CREATE TABLE dnw_quote (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id),
  from_wallet text NOT NULL,
  to_wallet text NOT NULL,
  point numeric(38, 0) NOT NULL CHECK (point > 0),
  receive numeric(38, 0) NOT NULL CHECK (receive > 0),
  expires_at bigint NOT NULL,
  used_at timestamptz
);

-- The account players deposit to, per site: {bank, account, holder}; null until the operator sets it.
ALTER TABLE site_setting ADD COLUMN deposit_account jsonb;
`;
