import { clientText } from '../site/client-text';
import { atom, platformStore } from '../state/platform-store';

/**
 * Alerts and confirmations of every app, drawn once by the host. The queue sits in the platform store so a
 * remote, the socket or the HTTP layer can ask for one without rendering anything.
 */
export interface DialogRequest {
  id: number;
  kind: 'alert' | 'confirm';
  title: string;
  message: string;
  resolve: (confirmed: boolean) => void;
}

export const dialogQueueAtom = atom<DialogRequest[]>([]);
dialogQueueAtom.debugLabel = 'dialogQueue';

let nextId = 1;

function enqueue(kind: DialogRequest['kind'], message: string, title: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request: DialogRequest = {
      id: nextId++,
      kind,
      title,
      message,
      resolve: (confirmed) => {
        platformStore.set(dialogQueueAtom, (queue) => queue.filter((item) => item.id !== request.id));
        resolve(confirmed);
      },
    };
    platformStore.set(dialogQueueAtom, (queue) => [...queue, request]);
  });
}

/** An alert titled 알림 (the spec's title for server errors and notices; English sites' own); resolves when dismissed. */
export async function showAlert(message: string, title = clientText('DIALOG_TITLE')): Promise<void> {
  await enqueue('alert', message, title);
}

export function showConfirm(message: string, title = clientText('DIALOG_TITLE')): Promise<boolean> {
  return enqueue('confirm', message, title);
}
