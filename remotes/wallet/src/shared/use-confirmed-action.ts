import { showAlert, showConfirm } from '@bx/platform';
import { useState } from 'react';

import { alertProblem } from './alert-problem';

/**
 * A form's send after its own checks: the player confirms `question` (none where the screen already shows
 * exactly what will happen, as a quote does), the call runs, and the text it resolves to shows in an alert; a refusal of the server shows in the alert titled 알림. From the tap to the end of
 * the call the form is busy, so a second tap while the confirmation is up asks nothing twice. Resolves whether
 * the call went through.
 */
export function useConfirmedAction() {
  const [busy, setBusy] = useState(false);
  const run = async (question: string | null, action: () => Promise<string>): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    try {
      if (question !== null && !(await showConfirm(question))) return false;
      void showAlert(await action());
      return true;
    } catch (error) {
      alertProblem(error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
