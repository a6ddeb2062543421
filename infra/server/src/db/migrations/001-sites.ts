export const sites = `
CREATE TABLE site_info (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('ko', 'en')),
  type text NOT NULL CHECK (type ~ '^[01]{6}$'),
  stock_prefix text NOT NULL,
  oversea_prefix text NOT NULL,
  coin_info text NOT NULL,
  used_coins text NOT NULL,
  deposit_coins text NOT NULL,
  buy_coins text NOT NULL,
  binary_currency text NOT NULL,
  bank_type text NOT NULL
);

-- Request hostname (without port) -> site.
CREATE TABLE site_host (
  hostname text PRIMARY KEY,
  site_id integer NOT NULL REFERENCES site_info (id)
);

-- Where each site loads each federated remote from; ops switch a remote off or point it elsewhere here.
CREATE TABLE site_remote (
  site_id integer NOT NULL REFERENCES site_info (id),
  name text NOT NULL CHECK (name IN ('trade', 'futures', 'oversea', 'wallet', 'search', 'more')),
  entry text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  PRIMARY KEY (site_id, name)
);
`;
