import { TOPICS, type OverseaOption, type OverseaOptionEvent } from '@bx/contracts';
import {
  getOverseaOptions,
  optionListKeys,
  queryClient,
  showAlert,
  siteLang,
  useSiteInfo,
  useSubscription,
} from '@bx/platform';
import { optionName } from '@bx/ui';
import { useNavigate } from 'react-router-dom';

import { overseaKeys } from '../../../shared/oversea-keys';
import { othersOpen } from '../utils/first-open-option';
import { overseaText } from '../../../shared/oversea-text';

/** Spec section 9: the option list is asked again this long after a close event. */
export const LIST_RELOAD_DELAY_MS = 1000;

/**
 * /topic/oversea. Any change of an option (a session opening or resting) refreshes the option and the list;
 * OVERSEA_OPTION_CLOSE of the option on screen tells the player, reloads the list after a second and goes to
 * /oversea (the first option still open), or to /more when none remains.
 */
export function useOptionClose(option: Pick<OverseaOption, 'id' | 'koName' | 'stock'>): void {
  const navigate = useNavigate();
  const prefix = useSiteInfo()?.overseaPrefix;
  useSubscription(TOPICS.oversea, (body) => {
    const event = body as OverseaOptionEvent;
    void queryClient.invalidateQueries({ queryKey: overseaKeys.option(event.data.id) });
    if (event.type !== 'OVERSEA_OPTION_CLOSE' || event.data.id !== option.id) {
      void queryClient.invalidateQueries({ queryKey: optionListKeys.market('oversea') });
      return;
    }
    void showAlert(overseaText('OVERSEA_OPTION_CLOSED', { option: optionName(option, siteLang()) }));
    setTimeout(() => {
      void queryClient
        .fetchQuery({
          queryKey: optionListKeys.list('oversea', prefix),
          queryFn: () => getOverseaOptions(prefix),
          staleTime: 0,
        })
        .then((options) => navigate(othersOpen(options, option.id) ? '/oversea' : '/more'))
        .catch(() => navigate('/more'));
    }, LIST_RELOAD_DELAY_MS);
  });
}
