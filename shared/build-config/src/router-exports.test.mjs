import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import * as routerExports from './router-exports.mjs';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(at);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [at] : [];
  });
}

/**
 * The values (not types) a source imports from react-router-dom, by name.
 * @param {string} text
 * @returns {string[]}
 */
function routerValuesOf(text) {
  const imports = text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router-dom'/g);
  return [...imports].flatMap(([, typeOnly, names = '']) =>
    typeOnly
      ? []
      : names
          .split(',')
          .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
          .filter((name) => name !== '' && !name.startsWith('type ')),
  );
}

describe('the react-router-dom the builds share', () => {
  const packages = [
    path.join(repo, 'host'),
    ...['remotes', 'shared'].flatMap((folder) =>
      readdirSync(path.join(repo, folder), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join(repo, folder, entry.name)),
    ),
  ];
  const files = packages.flatMap((dir) => {
    try {
      return sourceFiles(path.join(dir, 'src'));
    } catch {
      return []; // a package without sources of its own (build-config)
    }
  });

  it('reads the apps of the workspace', () => {
    expect(files.some((file) => file.includes(`${path.sep}host${path.sep}`))).toBe(true);
    expect(
      files.filter((file) => routerValuesOf(readFileSync(file, 'utf8')).length > 0).length,
    ).toBeGreaterThan(20);
  });

  it('exports every name an app imports from react-router-dom, or that app would get undefined at run time', () => {
    const missing = files.flatMap((file) =>
      routerValuesOf(readFileSync(file, 'utf8'))
        .filter((name) => !(name in routerExports))
        .map((name) => `${path.relative(repo, file)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('reads the names of an import as a build does: types left out, renames by their source name', () => {
    expect(
      routerValuesOf("import { Link as A, type RouteObject, useNavigate } from 'react-router-dom';"),
    ).toEqual(['Link', 'useNavigate']);
    expect(routerValuesOf("import type { RouteObject } from 'react-router-dom';")).toEqual([]);
  });
});
