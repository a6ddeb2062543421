import { SEED_CONTENT, SEED_CONTENT_EN } from '../seed-member-data.js';

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * A site's content is in its language: the English sites (15, 33, 25) were seeded with the Korean demo items.
 * Each of those still as seeded (its Korean title, never edited by an operator) becomes its English twin, the item
 * at the same place of SEED_CONTENT_EN. Content operators wrote is left as it is.
 */
export const englishSiteContent = SEED_CONTENT.map((korean, index) => {
  const english = SEED_CONTENT_EN[index]!;
  return `UPDATE content_item c SET title = ${literal(english.title)}, content = ${literal(english.content)}
  FROM site_info s
  WHERE c.site_id = s.id AND s.lang = 'en' AND c.kind = ${literal(korean.kind)}
    AND c.title = ${literal(korean.title)} AND c.updated_at IS NULL;`;
}).join('\n');
