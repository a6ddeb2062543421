import { ContentPopups } from './content-popups';
import { NoticeDialog } from './notice-dialog';

/**
 * Notices that open by themselves: a FORCE_NOTICE (SiteTopic opens it) and, for a signed-in player, the site's
 * popups once the player's unread check has run (`unreadCheckedFor`).
 */
export function NoticePopups({ unreadCheckedFor }: { unreadCheckedFor: number | null }) {
  return (
    <>
      <ContentPopups unreadCheckedFor={unreadCheckedFor} />
      <NoticeDialog />
    </>
  );
}
