import { clientText, getContactCheck, getUnreadCounts, setUnreadCounts, showAlert } from '@bx/platform';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** The nudge is given once per page load, not each time the player comes back from a logged-out view. */
let nudged = false;

/** Once signed in: the unread counts for the badges, and a nudge to the inquiry list when answers wait. */
export function useUnreadOnSignIn(): void {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    getUnreadCounts().then(
      ({ create, answer, contact }) => live && setUnreadCounts({ create, answer, contact }),
      () => undefined,
    );
    getContactCheck().then(
      ({ unread }) => {
        if (!live || !unread || nudged) return;
        nudged = true;
        void showAlert(clientText('UNREAD_EXISTS')).then(() => navigate('/more/contact'));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [navigate]);
}
