export const roundNo = `
-- Rounds are numbered per option (1, 2, 3 ...): the global id jumps by the number of options between two
-- rounds of one option, which players read as missing rounds.
ALTER TABLE trade_round ADD COLUMN round_no integer;
UPDATE trade_round r SET round_no = n.no
FROM (SELECT id, row_number() OVER (PARTITION BY trade_option_id ORDER BY open_at, id) AS no FROM trade_round) n
WHERE n.id = r.id;
ALTER TABLE trade_round ALTER COLUMN round_no SET NOT NULL;
ALTER TABLE trade_round ADD CONSTRAINT trade_round_option_no_key UNIQUE (trade_option_id, round_no);
`;
