import { compareDecimal } from '@bx/contracts';

/** Why an amount cannot be moved yet, before asking the server: none entered, or more than the source holds. */
export function transferProblem(amount: number | null, available: string | null): 'empty' | 'over' | null {
  if (amount === null || amount <= 0) return 'empty';
  if (available === null || compareDecimal(String(amount), available) > 0) return 'over';
  return null;
}
