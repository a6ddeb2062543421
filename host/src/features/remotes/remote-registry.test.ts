// @vitest-environment jsdom
import { loadRemote } from '@module-federation/enhanced/runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { loadRemoteApp, registerSiteRemotes } from './remote-registry';

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));

const load = vi.mocked(loadRemote);
const mismatch = new Error(
  'Version 0.2.0 from host of shared singleton module @bx/platform does not satisfy the requirement of trade which needs ^9.0.0)',
);
const TradeApp = () => null;

describe('a remote refused for its shared versions', () => {
  beforeEach(() => load.mockReset());

  it('stays refused with its reason on this page, however often it is asked for, until the site points it elsewhere', async () => {
    registerSiteRemotes([{ name: 'trade', entry: '/remotes/trade/bad/mf-manifest.json' }]);
    load.mockRejectedValueOnce(mismatch);
    // What the runtime hands out the second time: the refused build's App, without the module it was refused.
    load.mockResolvedValue({ default: TradeApp });

    await expect(loadRemoteApp('trade')).rejects.toBe(mismatch);
    await expect(loadRemoteApp('trade')).rejects.toBe(mismatch);
    expect(load).toHaveBeenCalledTimes(1);

    registerSiteRemotes([{ name: 'trade', entry: '/remotes/trade/mf-manifest.json' }]);
    await expect(loadRemoteApp('trade')).resolves.toBe(TradeApp);
  });

  it('is told apart from a failure to fetch, which the next call tries again', async () => {
    registerSiteRemotes([{ name: 'search', entry: '/remotes/search/mf-manifest.json' }]);
    load.mockRejectedValueOnce(new Error('Failed to fetch'));
    load.mockResolvedValue({ default: TradeApp });

    await expect(loadRemoteApp('search')).rejects.toThrow('Failed to fetch');
    await expect(loadRemoteApp('search')).resolves.toBe(TradeApp);
  });
});
