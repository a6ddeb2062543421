/**
 * Double-entry ledger. Amounts are integers in the asset's minor unit (asset.scale decimals).
 * An account's balance is credits minus debits; the cached balance column is kept in the same transaction
 * as the transfer row and can be rebuilt from the transfers at any time.
 */
export const ledger = `
CREATE TABLE asset (
  code text PRIMARY KEY,
  scale smallint NOT NULL CHECK (scale BETWEEN 0 AND 18)
);

CREATE TABLE ledger_account (
  id serial PRIMARY KEY,
  asset text NOT NULL REFERENCES asset (code),
  kind text NOT NULL CHECK (kind IN ('USER', 'HOUSE', 'EXTERNAL')),
  user_id integer REFERENCES app_user (id),
  wallet text,
  balance numeric(38, 0) NOT NULL DEFAULT 0,
  CONSTRAINT ledger_account_owner CHECK ((kind = 'USER') = (user_id IS NOT NULL AND wallet IS NOT NULL)),
  CONSTRAINT user_balance_not_negative CHECK (kind <> 'USER' OR balance >= 0),
  UNIQUE (id, asset)
);
CREATE UNIQUE INDEX ledger_account_user_wallet_key ON ledger_account (user_id, wallet) WHERE kind = 'USER';
CREATE UNIQUE INDEX ledger_account_system_key ON ledger_account (kind, asset) WHERE kind <> 'USER';

CREATE TABLE transfer (
  id bigserial PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  debit_account_id integer NOT NULL,
  credit_account_id integer NOT NULL,
  asset text NOT NULL,
  amount numeric(38, 0) NOT NULL CHECK (amount > 0),
  code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (debit_account_id <> credit_account_id),
  -- Both sides must hold the transfer's asset.
  FOREIGN KEY (debit_account_id, asset) REFERENCES ledger_account (id, asset),
  FOREIGN KEY (credit_account_id, asset) REFERENCES ledger_account (id, asset)
);
CREATE INDEX transfer_debit_idx ON transfer (debit_account_id);
CREATE INDEX transfer_credit_idx ON transfer (credit_account_id);

CREATE FUNCTION transfer_is_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'transfers are immutable; book a correcting transfer instead';
END
$$;
CREATE TRIGGER transfer_immutable BEFORE UPDATE OR DELETE ON transfer
  FOR EACH ROW EXECUTE FUNCTION transfer_is_immutable();
`;
