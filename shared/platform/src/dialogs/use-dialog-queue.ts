import { useAtomValue } from '../state/platform-store';

import { dialogQueueAtom } from './dialog-queue';

export function useDialogQueue() {
  return useAtomValue(dialogQueueAtom);
}
