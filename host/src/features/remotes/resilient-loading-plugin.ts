import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const FETCH_TRIES = 3;
const BACKOFF_MS = 400;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries a manifest fetch that may pass on a second try (a network error or a 5xx) and gives up at once on
 * one that will not (a 404 means the remote is not deployed there). Manifests are revalidated on every
 * load, so a redeployed remote shows on the next page load.
 */
export function resilientLoadingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'bx-resilient-loading',
    async fetch(url, init) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const response = await fetch(url, { ...init, cache: 'no-cache' });
          if (response.status < 500 || attempt === FETCH_TRIES) return response;
        } catch (error) {
          if (attempt === FETCH_TRIES) throw error;
        }
        await sleep(BACKOFF_MS * attempt);
      }
    },
  };
}
