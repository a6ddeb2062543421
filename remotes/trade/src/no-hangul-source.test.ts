import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
const root = fileURLToPath(new URL('.', import.meta.url));

/** Every source file of the remote, tests and their helpers aside. */
const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.tsx?$/.test(file) && !/\.(test|testing)\.tsx?$/.test(file),
);

describe('the trade remote', () => {
  it('has source files to look at', () => {
    expect(sources).toContain('app/trade-screen.tsx');
  });

  // Every word the screen shows comes from the client message map, so English sites read it in English;
  // a Korean literal here would reach them untranslated.
  it.each(sources)('%s has no Hangul: its words come from CLIENT_MESSAGES', (file) => {
    const lines = readFileSync(`${root}${file}`, 'utf8').split('\n');
    expect(lines.filter((line) => HANGUL.test(line))).toEqual([]);
  });
});
