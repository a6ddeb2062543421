/**
 * The ops console's content and inquiry calls (docs/operators.md, "Content, inquiries, partners and traders"). An
 * operator edits content (`updated_at`) and deletes it (`deleted_at`: players and operators no longer see it; the
 * audit log keeps what it was). Operators read a site's inquiries newest first.
 */
export const contentOps = `
ALTER TABLE content_item ADD COLUMN updated_at timestamptz;
ALTER TABLE content_item ADD COLUMN deleted_at timestamptz;
CREATE INDEX contact_inquiry_site_idx ON contact_inquiry (site_id, id DESC);
`;
