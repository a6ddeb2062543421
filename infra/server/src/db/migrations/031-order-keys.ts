/**
 * Idempotency-Keys of futures and overseas orders (docs/futures.md, docs/oversea.md): booked in the order's own
 * transaction, so a key names at most one order, whatever is retried, in parallel or after a crash; a repeat answers
 * that order. Kept per player and area.
 */
export const orderKeys = `
CREATE TABLE order_key (
  user_id integer NOT NULL REFERENCES app_user (id),
  area text NOT NULL CHECK (area IN ('futures', 'oversea')),
  key text NOT NULL,
  request_hash text NOT NULL,
  order_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, area, key)
);
`;
