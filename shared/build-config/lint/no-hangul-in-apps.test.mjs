/**
 * Every word a front-end app shows comes from the client message map (@bx/contracts' CLIENT_MESSAGES), so English
 * sites read it in English. A Korean literal in an app's source would reach them untranslated: this fails on
 * one, in code (comments may explain in Korean what a Korean screen says). Tests and their tables aside.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
const COMMENT = /^\s*(\/\/|\/\*|\*)/;
const APP_SOURCES = [
  'host/src',
  ...readdirSync(path.join(root, 'remotes')).map((remote) => `remotes/${remote}/src`),
  'shared/ui/src',
  'shared/app-kit/src',
  'shared/platform/src',
];

const sources = APP_SOURCES.flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|testing|cases|d)\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`),
);

describe('the front-end apps', () => {
  it('have their sources looked at', () => {
    expect(sources).toContain('host/src/features/auth/sign-in-page.tsx');
    expect(sources).toContain('remotes/trade/src/app/trade-screen.tsx');
  });

  it.each(sources)('%s shows no Korean of its own: its words come from CLIENT_MESSAGES', (file) => {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    expect(lines.filter((line) => HANGUL.test(line) && !COMMENT.test(line))).toEqual([]);
  });
});
