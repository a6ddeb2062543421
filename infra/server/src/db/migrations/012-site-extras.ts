export const siteExtras = `
CREATE TABLE app_version (
  site_id integer NOT NULL REFERENCES site_info (id),
  os text NOT NULL CHECK (os IN ('android', 'ios')),
  version text NOT NULL,
  min_version text NOT NULL,
  url text NOT NULL,
  PRIMARY KEY (site_id, os)
);

-- /fee.json and /data/appid.json of each site.
CREATE TABLE site_setting (
  site_id integer PRIMARY KEY REFERENCES site_info (id),
  fee jsonb NOT NULL,
  app_ids jsonb NOT NULL
);

-- site_info.bank_type 'MAJOR' lists the major banks only, 'NONE' none, anything else ('ALL') every bank.
CREATE TABLE bank (
  code text PRIMARY KEY,
  name text NOT NULL,
  major boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL
);
`;
