import { describe, expect, it } from 'vitest';

import { entryProblem } from './entry-hint';

const current = '/remotes/trade/mf-manifest.json';

describe('entryProblem', () => {
  it('takes a build in the remote’s own folder', () => {
    expect(entryProblem('trade', '/remotes/trade/next-1234/mf-manifest.json', current)).toBeNull();
    expect(entryProblem('trade', '/remotes/trade/a/b.c/mf-manifest.json', current)).toBeNull();
  });

  it('takes an https manifest on another origin', () => {
    expect(entryProblem('trade', 'https://cdn.example.com/trade/v2/mf-manifest.json', current)).toBeNull();
    expect(entryProblem('trade', 'https://cdn.example.com:8443/mf-manifest.json', current)).toBeNull();
  });

  it('refuses another remote’s folder, plain http, other files and climbing out', () => {
    expect(entryProblem('trade', '/remotes/wallet/mf-manifest.json', current)).toBe('ADM_ENTRY_HINT');
    expect(entryProblem('trade', 'http://cdn.example.com/mf-manifest.json', current)).toBe('ADM_ENTRY_HINT');
    expect(entryProblem('trade', '/remotes/trade/remoteEntry.js', current)).toBe('ADM_ENTRY_HINT');
    expect(entryProblem('trade', '/remotes/trade/../wallet/mf-manifest.json', current)).toBe(
      'ADM_ENTRY_HINT',
    );
    expect(entryProblem('trade', 'remotes/trade/mf-manifest.json', current)).toBe('ADM_ENTRY_HINT');
    expect(entryProblem('trade', '', current)).toBe('ADM_ENTRY_HINT');
  });

  it('says when the build asked for is the one in use', () => {
    expect(entryProblem('trade', current, current)).toBe('ADM_ENTRY_SAME');
  });
});
