/**
 * The ops console (/admin, /admin/money, /admin/players, /admin/audit; the admin remote, operator accounts only):
 * the site's areas and lists, the remote registry, deposit and withdrawal decisions, players' access and the audit
 * log, with their English. {name} parts are filled in where shown. The console's own (@bx/admin-messages), out of the
 * shared CLIENT_MESSAGES every page loads; codes start ADM_ so
 * none reads like a server error code (ADMIN_*, REMOTE_*).
 */
export const ADMIN_MESSAGES = {
  ADM_TABS: { ko: '운영 콘솔 메뉴', en: 'Ops console menu' },
  ADM_TAB_SITE: { ko: '사이트', en: 'Site' },
  ADM_TAB_MONEY: { ko: '입출금', en: 'Funds' },
  ADM_TAB_PLAYERS: { ko: '회원', en: 'Players' },
  ADM_TAB_AUDIT: { ko: '감사 로그', en: 'Audit log' },
  ADM_LOADING: { ko: '불러오는 중입니다.', en: 'Loading.' },
  ADM_MORE: { ko: '더 보기', en: 'Show more' },

  ADM_AREAS: { ko: '서비스 영역', en: 'Areas' },
  ADM_AREAS_HINT: {
    ko: '바꾸는 즉시 저장되고, 열려 있는 모든 화면에 바로 반영됩니다.',
    en: 'Each change is saved at once and reaches every open page of the site.',
  },
  ADM_FLAG_OVERSEAS: { ko: '해외선물', en: 'Overseas futures' },
  ADM_FLAG_UNUSED: { ko: '미사용', en: 'Unused' },
  ADM_FLAG_P2P: { ko: 'P2P', en: 'P2P' },
  ADM_FLAG_FUTURES: { ko: '선물', en: 'Futures' },
  ADM_FLAG_POWERBALL: { ko: '파워볼', en: 'Power ball' },
  ADM_FLAG_BINARY: { ko: '바이너리', en: 'Binary' },
  ADM_FLAG_OFF_CONFIRM: {
    ko: '{area} 영역을 끄시겠습니까? 이용 중인 회원의 화면이 바로 닫힙니다.',
    en: 'Switch {area} off? Players using it leave its pages at once.',
  },
  ADM_FLAG_ON_DONE: { ko: '{area} 영역을 켰습니다.', en: '{area} is on.' },
  ADM_FLAG_OFF_DONE: { ko: '{area} 영역을 껐습니다.', en: '{area} is off.' },

  ADM_LISTS: { ko: '코인 및 결제 설정', en: 'Coins and payments' },
  ADM_USED_COINS: { ko: '사용 코인', en: 'Coins in use' },
  ADM_DEPOSIT_COINS: { ko: '입금 코인', en: 'Deposit coins' },
  ADM_BUY_COINS: { ko: '구매 코인', en: 'Buyable coins' },
  ADM_BINARY_CURRENCY: { ko: '바이너리 통화', en: 'Binary currency' },
  ADM_BANK_TYPE: { ko: '은행 구분', en: 'Bank type' },
  ADM_COINS_HINT: { ko: '쉼표로 구분 (예: BTC,ETH,USDT)', en: 'Comma-separated (e.g. BTC,ETH,USDT)' },
  ADM_COINS_INVALID: {
    ko: '코인 이름은 영문 대문자와 숫자로, 쉼표로 구분해 입력해주세요.',
    en: 'Enter coin names in capital letters and digits, separated by commas.',
  },
  ADM_SAVE: { ko: '저장', en: 'Save' },
  ADM_SAVED: { ko: '저장했습니다.', en: 'Saved.' },
  ADM_NOTHING_CHANGED: { ko: '바뀐 내용이 없습니다.', en: 'Nothing has changed.' },

  ADM_REGISTRY: { ko: '리모트 배포', en: 'Remote builds' },
  ADM_REGISTRY_HINT: {
    ko: '바꾼 빌드는 회원이 화면을 다시 열 때 적용됩니다.',
    en: 'A new build reaches players the next time they open the page.',
  },
  ADM_REGISTRY_EMPTY: { ko: '등록된 리모트가 없습니다.', en: 'No remotes are registered.' },
  ADM_REMOTE_ENABLED: { ko: '{name} 사용', en: '{name} enabled' },
  ADM_REMOTE_ENTRY: { ko: '{name} 새 매니페스트', en: '{name} new manifest' },
  ADM_REMOTE_CURRENT: { ko: '현재', en: 'Current' },
  ADM_REMOTE_PREVIOUS: { ko: '이전', en: 'Previous' },
  ADM_REMOTE_UPDATED: { ko: '변경', en: 'Changed' },
  ADM_APPLY: { ko: '적용', en: 'Apply' },
  ADM_ROLLBACK: { ko: '이전 빌드로 되돌리기', en: 'Roll back to the previous build' },
  ADM_ENTRY_HINT: {
    ko: '/remotes/{name}/…/mf-manifest.json 또는 mf-manifest.json으로 끝나는 https 주소를 입력해주세요.',
    en: 'Enter /remotes/{name}/…/mf-manifest.json or an https address ending in mf-manifest.json.',
  },
  ADM_ENTRY_SAME: { ko: '지금 쓰고 있는 빌드입니다.', en: 'This is the build in use now.' },
  ADM_ENTRY_CONFIRM: {
    ko: '{name} 리모트를 다음 빌드로 바꾸시겠습니까?\n{entry}',
    en: 'Point the {name} remote at this build?\n{entry}',
  },
  ADM_ROLLBACK_CONFIRM: {
    ko: '{name} 리모트를 이전 빌드로 되돌리시겠습니까?\n{entry}',
    en: 'Roll the {name} remote back to its previous build?\n{entry}',
  },
  ADM_REMOTE_OFF_CONFIRM: {
    ko: '{name} 리모트를 끄시겠습니까? 회원의 화면에서 이 영역이 사라집니다.',
    en: 'Switch the {name} remote off? Its area leaves players’ pages.',
  },
  ADM_REMOTE_ON_CONFIRM: { ko: '{name} 리모트를 켜시겠습니까?', en: 'Switch the {name} remote on?' },
  ADM_REMOTE_CHANGED: { ko: '{name} 리모트를 바꿨습니다.', en: 'The {name} remote has changed.' },

  ADM_MONEY_WAITING: { ko: '처리 대기', en: 'Waiting' },
  ADM_MONEY_WAITING_EMPTY: { ko: '처리를 기다리는 신청이 없습니다.', en: 'Nothing is waiting.' },
  ADM_MONEY_DECIDED: { ko: '최근 처리', en: 'Recently decided' },
  ADM_MONEY_DECIDED_EMPTY: { ko: '처리한 신청이 없습니다.', en: 'Nothing has been decided yet.' },
  ADM_PLAYER_ID: { ko: '회원 #{id}', en: 'Player #{id}' },
  ADM_REQUEST_ID: { ko: '신청 #{id}', en: 'Request #{id}' },
  ADM_APPROVE: { ko: '승인', en: 'Approve' },
  ADM_REJECT: { ko: '거절', en: 'Reject' },
  ADM_APPROVE_CONFIRM: {
    ko: '회원 #{id}의 {type} {amount} 신청을 승인하시겠습니까?',
    en: 'Approve player #{id}’s {type} of {amount}?',
  },
  ADM_REJECT_CONFIRM: {
    ko: '회원 #{id}의 {type} {amount} 신청을 거절하시겠습니까?',
    en: 'Reject player #{id}’s {type} of {amount}?',
  },
  ADM_APPROVED: { ko: '승인했습니다.', en: 'Approved.' },
  ADM_REJECTED: { ko: '거절했습니다.', en: 'Rejected.' },
  ADM_REJECT_REASON: {
    ko: '거절 사유 (선택, 회원에게 표시)',
    en: 'Reason for a rejection (optional, shown to the player)',
  },
  ADM_REQUESTED_AT: { ko: '신청', en: 'Requested' },
  ADM_DECIDED_AT: { ko: '처리', en: 'Decided' },

  ADM_PLAYER_SEARCH: { ko: '아이디, 이름 또는 전화번호', en: 'Username, name or phone' },
  ADM_SEARCH: { ko: '검색', en: 'Search' },
  ADM_PLAYERS: { ko: '회원 목록', en: 'Players' },
  ADM_PLAYERS_EMPTY: { ko: '찾는 회원이 없습니다.', en: 'No players found.' },
  ADM_PLAYER_STATUS_NORMAL: { ko: '정상', en: 'Active' },
  ADM_PLAYER_STATUS_WAIT: { ko: '승인 대기', en: 'Waiting' },
  ADM_PLAYER_STATUS_DENY: { ko: '차단', en: 'Blocked' },
  ADM_BLOCKED_ON: { ko: '{device} 차단', en: 'Blocked on {device}' },
  ADM_DENY: { ko: '차단', en: 'Block' },
  ADM_UNDENY: { ko: '차단 해제', en: 'Unblock' },
  ADM_FORCE_LOGOUT: { ko: '강제 로그아웃', en: 'Log out' },
  ADM_DENY_CONFIRM: {
    ko: '{name} 회원을 차단하시겠습니까? 바로 로그아웃되고 로그인할 수 없습니다.',
    en: 'Block {name}? They are logged out at once and cannot log in.',
  },
  ADM_UNDENY_CONFIRM: { ko: '{name} 회원의 차단을 해제하시겠습니까?', en: 'Unblock {name}?' },
  ADM_FORCE_LOGOUT_CONFIRM: {
    ko: '{name} 회원을 모든 기기에서 로그아웃시키겠습니까?',
    en: 'Log {name} out on every device?',
  },
  ADM_DENIED: { ko: '차단했습니다.', en: 'Blocked.' },
  ADM_UNDENIED: { ko: '차단을 해제했습니다.', en: 'Unblocked.' },
  ADM_LOGGED_OUT: { ko: '로그아웃시켰습니다. (세션 {count}개)', en: 'Logged out ({count} sessions).' },
  ADM_JOINED_AT: { ko: '가입', en: 'Joined' },

  ADM_AUDIT_EMPTY: { ko: '기록이 없습니다.', en: 'Nothing has been recorded.' },
  ADM_AUDIT_DETAILS: { ko: '변경 내용', en: 'Details' },
  ADM_AUDIT_CHANGES: { ko: '바뀐 값', en: 'Changed' },
  ADM_AUDIT_REQUEST: { ko: '보낸 값', en: 'Sent' },
  ADM_AUDIT_BEFORE: { ko: '이전', en: 'Before' },
  ADM_AUDIT_AFTER: { ko: '결과', en: 'After' },
  ADM_AUDIT_REFUSED: { ko: '거부됨', en: 'Refused' },
  ADM_LEDGER: { ko: '원장 점검', en: 'Ledger check' },
  ADM_LEDGER_HINT: {
    ko: '자산마다 모든 계정의 합이 0이고, 각 계정의 잔액이 거래 내역의 합과 같은지 확인합니다.',
    en: 'Checks that every asset sums to zero over all accounts and that each balance equals its transfers.',
  },
  ADM_LEDGER_SOUND: {
    ko: '이상 없음: 모든 자산의 합이 0이고 어긋난 계정이 없습니다.',
    en: 'Sound: every asset sums to zero and no account drifted.',
  },
  ADM_LEDGER_UNSOUND: {
    ko: '이상 발견: 합이 0이 아닌 자산 {assets}, 어긋난 계정 {accounts}개.',
    en: 'Problem: assets not summing to zero {assets}; {accounts} drifted accounts.',
  },
  ADM_LEDGER_DRIFTED: {
    ko: '계정 #{id}: 잔액 {cached}, 거래 합계 {rebuilt}',
    en: 'Account #{id}: balance {cached}, transfers {rebuilt}',
  },
  ADM_LEDGER_RECHECK: { ko: '다시 점검', en: 'Check again' },
  ADM_PLAYER_LEDGER: { ko: '잔액 재계산', en: 'Rebuilt balances' },
  ADM_PLAYER_LEDGER_SOUND: {
    ko: '모든 지갑의 잔액이 거래 합계와 같습니다.',
    en: 'Every wallet equals its transfers.',
  },
  ADM_PLAYER_LEDGER_DRIFTED: {
    ko: '거래 합계와 다른 지갑: {wallets}',
    en: 'Wallets that differ from their transfers: {wallets}',
  },
  ADM_LEDGER_WALLET: { ko: '지갑', en: 'Wallet' },
  ADM_LEDGER_CACHED: { ko: '잔액', en: 'Balance' },
  ADM_LEDGER_REBUILT: { ko: '거래 합계', en: 'Transfers' },
  ADM_DEVICE_BLOCK: { ko: '기기 차단', en: 'Device block' },
  ADM_DEVICE_HINT: {
    ko: '선택한 기기에서는 로그인과 접속이 막힙니다. 이미 접속한 세션도 끝납니다.',
    en: 'Sign-in and use are refused on the chosen devices; sessions already open there end.',
  },
  ADM_DEVICE_NONE: { ko: '차단 없음', en: 'None' },
  ADM_DEVICE_MOBILE: { ko: '모바일', en: 'Mobile' },
  ADM_DEVICE_PC: { ko: 'PC', en: 'PC' },
  ADM_DEVICE_ALL: { ko: '전체', en: 'All' },
  ADM_DEVICE_CONFIRM: {
    ko: '{name} 회원의 기기 차단을 "{devices}"(으)로 바꾸시겠습니까?',
    en: 'Set the device block of {name} to "{devices}"?',
  },
  ADM_DEVICE_DONE: { ko: '기기 차단을 바꿨습니다.', en: 'The device block has changed.' },
} as const;
