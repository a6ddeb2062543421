/**
 * Operators' switches of the overseas options (docs/operators.md, "Players and trading"). The options themselves
 * are the market's symbols with contract terms (engines/oversea/oversea-options.ts), shared by every site; a row
 * here exists once an operator switched one: `is_play` false takes it off the lists, `is_stop` true refuses new
 * orders (closing a position still works), `overnight_allowed` overrides the contract's own (null keeps it). Keyed
 * by stock: an option's id is its position in the market's list.
 */
export const overseaOption = `
CREATE TABLE oversea_option_switch (
  stock text PRIMARY KEY,
  is_play boolean NOT NULL DEFAULT true,
  is_stop boolean NOT NULL DEFAULT false,
  overnight_allowed boolean,
  changed_at timestamptz NOT NULL DEFAULT now()
);
`;
