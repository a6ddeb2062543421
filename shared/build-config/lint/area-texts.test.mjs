/**
 * Every area that ships its own texts (a remote's `@bx/<area>-messages`, bundled by that remote alone) passes the
 * checks the shared client messages pass, so a text deployed with a remote reads on English sites as on Korean
 * ones: Korean and English both written, no Hangul in the English, the same {parts} in both, and no code that the
 * shared messages or another area also define (which text won would depend on who asked).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
/** Korean counts the quick amounts in 만 (ten thousands); English writes the whole amount. */
const COUNTED_DIFFERENTLY = ['QUICK_TEN_THOUSANDS', 'DNW_QUICK_ADD'];
/** @param {string} text */
const placeholders = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const AREAS = readdirSync(path.join(root, 'shared'))
  .filter((name) => name.endsWith('-messages') && name !== 'admin-messages')
  .sort();

/** @type {Record<string, Record<string, { ko: string, en: string }>>} */
const tables = Object.fromEntries(
  await Promise.all(
    AREAS.map(async (name) => {
      const module = await import(path.join(root, 'shared', name, 'src/index.ts'));
      const [table] = Object.entries(module).filter(([key]) => key.endsWith('_TEXTS'));
      return [name, table?.[1] ?? {}];
    }),
  ),
);
const { CLIENT_MESSAGES } = await import(path.join(root, 'shared/contracts/src/client-messages.ts'));

describe("the areas' own text tables", () => {
  it('are looked at, one per remote that has screens of its own', () => {
    expect(AREAS).toEqual(
      ['futures', 'more', 'oversea', 'search', 'trade', 'wallet'].map((area) => `${area}-messages`),
    );
    for (const name of AREAS) expect(Object.keys(tables[name]).length, name).toBeGreaterThan(0);
  });

  it('define each code once: not in the shared client messages, not in two areas', () => {
    const codes = Object.values(tables).flatMap((table) => Object.keys(table));
    expect(codes.filter((code) => code in CLIENT_MESSAGES)).toEqual([]);
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
  });

  const entries = Object.entries(tables).flatMap(([name, table]) =>
    Object.entries(table).map(([code, text]) => [`${name} ${code}`, text]),
  );

  it.each(entries)('%s reads in Korean and in English, with no Hangul in the English', (_, { ko, en }) => {
    expect(ko.trim()).not.toBe('');
    expect(en.trim()).not.toBe('');
    expect(en).not.toMatch(HANGUL);
  });

  it.each(entries.filter(([name]) => !COUNTED_DIFFERENTLY.includes(String(name).split(' ')[1])))(
    '%s fills the same {name} parts in both languages',
    (_, { ko, en }) => {
      expect(placeholders(en)).toEqual(placeholders(ko));
    },
  );
});
