import { sites } from './001-sites.js';
import { users } from './002-users.js';
import { ledger } from './003-ledger.js';
import { market } from './004-market.js';
import { binary } from './005-binary.js';
import { content } from './010-content.js';
import { certification } from './011-certification.js';
import { siteExtras } from './012-site-extras.js';
import { security } from './013-security.js';
import { roundNo } from './014-round-no.js';
import { bankInfo } from './015-bank-info.js';
import { economicCalendar, liveChat } from './016-more-area.js';
import { betSettleRoom } from './017-bet-settle-room.js';
import { oversea } from './018-oversea.js';
import { dnw } from './019-dnw.js';
import { coins } from './020-coins.js';
import { partnerProfit } from './022-partner.js';
import { operators } from './023-operators.js';
import { p2pFiles } from './021-p2p-files.js';
import { futures } from './024-futures.js';
import { copytrade } from './025-copytrade.js';
import { opsConsole } from './026-ops-console.js';
import { overseaOption } from './027-oversea-option.js';
import { contentOps } from './028-content-ops.js';
import { futuresOrderNotes } from './029-futures-order-notes.js';
import { orderKeys } from './031-order-keys.js';
import { nickFolding } from './033-nick-folding.js';
import { englishSiteContent } from './034-english-site-content.js';
import { amountLimits } from './035-amount-limits.js';
import { copytradeTerms } from './037-copytrade-terms.js';
import { betSharingHot } from './050-bet-sharing-hot.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Applied in order, each once; never edit a released entry, add a new one. */
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'sites', sql: sites },
  { version: 2, name: 'users', sql: users },
  { version: 3, name: 'ledger', sql: ledger },
  { version: 4, name: 'market', sql: market },
  { version: 5, name: 'binary', sql: binary },
  { version: 10, name: 'content', sql: content },
  { version: 11, name: 'certification', sql: certification },
  { version: 12, name: 'site-extras', sql: siteExtras },
  { version: 13, name: 'security', sql: security },
  { version: 14, name: 'round-no', sql: roundNo },
  { version: 15, name: 'bank-info', sql: bankInfo },
  { version: 16, name: 'more-area', sql: liveChat + economicCalendar },
  { version: 17, name: 'bet-settle-room', sql: betSettleRoom },
  { version: 18, name: 'oversea', sql: oversea },
  { version: 19, name: 'dnw', sql: dnw },
  { version: 20, name: 'coins', sql: coins },
  { version: 21, name: 'p2p-files', sql: p2pFiles },
  { version: 22, name: 'partner', sql: partnerProfit },
  { version: 23, name: 'operators', sql: operators },
  { version: 24, name: 'futures', sql: futures },
  { version: 25, name: 'copytrade', sql: copytrade },
  { version: 26, name: 'ops-console', sql: opsConsole },
  { version: 27, name: 'oversea-option', sql: overseaOption },
  { version: 28, name: 'content-ops', sql: contentOps },
  { version: 29, name: 'futures-order-notes', sql: futuresOrderNotes },
  { version: 31, name: 'order-keys', sql: orderKeys },
  { version: 33, name: 'nick-folding', sql: nickFolding },
  { version: 34, name: 'english-site-content', sql: englishSiteContent },
  { version: 35, name: 'amount-limits', sql: amountLimits },
  { version: 37, name: 'copytrade-terms', sql: copytradeTerms },
  { version: 50, name: 'bet-sharing-hot', sql: betSharingHot },
];
