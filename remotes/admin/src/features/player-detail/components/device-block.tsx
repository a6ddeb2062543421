import { BLOCK_DEVICES, type AdminPlayerDetail, type BlockDevice } from '@bx/contracts';
import { Button } from '@bx/ui';

import { runConfirmed } from '../../../shared/run-confirmed';
import { useSetPlayerAccess } from '../../../shared/player-access/set-player-access';
import { adminText, type AdminMessageCode } from '../../../shared/admin-text';

const CHOICES: readonly (BlockDevice | '')[] = ['', ...BLOCK_DEVICES];
const LABELS: Record<BlockDevice | '', AdminMessageCode> = {
  '': 'ADM_DEVICE_NONE',
  MOBILE: 'ADM_DEVICE_MOBILE',
  PC: 'ADM_DEVICE_PC',
  ALL: 'ADM_DEVICE_ALL',
};

/**
 * The devices the player may not use (etcJson.blockDevice): none, phones, PCs or all. The current choice is
 * pressed; another one is confirmed, then applied at once (the player's sessions on those devices end).
 */
export function DeviceBlock({ player }: { player: AdminPlayerDetail }) {
  const access = useSetPlayerAccess();
  const current = (CHOICES as readonly string[]).includes(player.blockDevice)
    ? (player.blockDevice as BlockDevice | '')
    : '';
  const choose = (blockDevice: BlockDevice | '') =>
    void runConfirmed(
      adminText('ADM_DEVICE_CONFIRM', { name: player.username, devices: adminText(LABELS[blockDevice]) }),
      () => access.mutateAsync({ playerId: player.id, blockDevice }),
      () => adminText('ADM_DEVICE_DONE'),
    );
  return (
    <div
      role="group"
      aria-label={adminText('ADM_DEVICE_BLOCK')}
      css={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 6 }}
    >
      {CHOICES.map((choice) => (
        <Button
          key={choice || 'none'}
          size="small"
          variant={choice === current ? 'primary' : 'plain'}
          aria-pressed={choice === current}
          busy={access.isPending}
          onClick={() => (choice === current ? undefined : choose(choice))}
        >
          {adminText(LABELS[choice])}
        </Button>
      ))}
    </div>
  );
}
