import { describe, expect, it } from 'vitest';

import { answered, auditChanges, compactValue } from './audit-changes';

describe('auditChanges', () => {
  it('lists the fields that differ, as they were and as they became', () => {
    expect(
      auditChanges({ id: 1, type: '111111', usedCoins: 'BTC' }, { id: 1, type: '111110', usedCoins: 'BTC' }),
    ).toEqual([{ field: 'type', before: '111111', after: '111110' }]);
  });

  it('counts a field added or taken away', () => {
    expect(auditChanges({ entry: '/a', previousEntry: null }, { entry: '/b', previousEntry: '/a' })).toEqual([
      { field: 'entry', before: '/a', after: '/b' },
      { field: 'previousEntry', before: 'null', after: '/a' },
    ]);
    expect(auditChanges({ gone: 1 }, {})).toEqual([{ field: 'gone', before: '1', after: '' }]);
  });

  it('compares with the data of an answer kept as its envelope', () => {
    expect(
      auditChanges({ entry: '/a', enabled: true }, { status: 200, data: { entry: '/b', enabled: true } }),
    ).toEqual([{ field: 'entry', before: '/a', after: '/b' }]);
  });

  it('has nothing to compare without two objects', () => {
    expect(auditChanges(null, { type: '1' })).toEqual([]);
    expect(auditChanges({ type: '1' }, 'refused')).toEqual([]);
    expect(auditChanges([1], [2])).toEqual([]);
  });
});

describe('compactValue', () => {
  it('keeps strings, writes the rest as JSON and cuts long text', () => {
    expect(compactValue('BTC,ETH')).toBe('BTC,ETH');
    expect(compactValue({ a: 1 })).toBe('{"a":1}');
    expect(compactValue(undefined)).toBe('');
    const long = compactValue('x'.repeat(500));
    expect(long).toHaveLength(120);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('answered', () => {
  it('unwraps an envelope and leaves anything else as it is', () => {
    expect(answered({ status: 200, data: { revoked: 2 } })).toEqual({ revoked: 2 });
    expect(answered({ status: 400, data: null, error: { code: 'X' } })).toBeNull();
    expect(answered({ revoked: 2 })).toEqual({ revoked: 2 });
  });
});
