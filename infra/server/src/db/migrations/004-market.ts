/** Small key/value settings read by GET /api/stock/key_value (e.g. dnw_minimum = 10000). */
export const market = `
CREATE TABLE stock_key_value (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO stock_key_value (key, value) VALUES ('dnw_minimum', '10000'), ('dnw', '10000')
ON CONFLICT (key) DO NOTHING;
`;
