/** Query keys of the console's copy-trader section, under the console's root (`['admin']`). */
export const copyKeys = {
  all: ['admin', 'copytrade'] as const,
  shareCap: ['admin', 'copytrade', 'share-cap'] as const,
  traders: ['admin', 'copytrade', 'traders'] as const,
  shares: ['admin', 'copytrade', 'shares'] as const,
};
