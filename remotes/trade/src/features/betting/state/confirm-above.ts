import { atomWithStorage, createJSONStorage, useAtom } from '../../../shared/trade-jotai';
import { isConfirmAbove, type ConfirmAbove } from '../utils/confirm-stake';

const json = createJSONStorage<ConfirmAbove>(() => localStorage);
/** localStorage as JSON, where a stored value that is not one of the choices reads as the default. */
const storage: typeof json = {
  ...json,
  getItem: (key, initialValue) => {
    const stored = json.getItem(key, initialValue);
    return isConfirmAbove(stored) ? stored : initialValue;
  },
};

const atoms = new Map<number, ReturnType<typeof confirmAboveAtomOf>>();

function confirmAboveAtomOf(userId: number) {
  return atomWithStorage<ConfirmAbove>(`bx:confirm-above:${userId}`, 'all-in', storage, { getOnInit: true });
}

/** The player's "confirm large stakes" setting, kept per player in this browser (two players may share it). */
export function useConfirmAbove(userId: number) {
  let atom = atoms.get(userId);
  if (!atom) {
    atom = confirmAboveAtomOf(userId);
    atoms.set(userId, atom);
  }
  return useAtom(atom);
}
