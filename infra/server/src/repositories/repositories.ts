import type { Db } from '../db/db.js';
import { createBinaryRepository } from './binary/binary-repository.js';
import { createCertificationRepository } from './certification-repository.js';
import { createChatRepository } from './chat-repository.js';
import { createCoinAddressRepository } from './coin-address-repository.js';
import { createCopytradeRepository } from './copytrade/copytrade-repository.js';
import { createContentRepository } from './content-repository.js';
import { createCouponRepository } from './coupon-repository.js';
import { createDnwRepository } from './dnw-repository.js';
import { createEconomicRepository } from './economic-repository.js';
import { createFuturesRepository } from './futures/futures-repository.js';
import { createLedgerRepository } from './ledger/ledger-repository.js';
import { createMessageRepository } from './message-repository.js';
import { createOperatorRepository } from './operator-repository.js';
import { createOrderKeyRepository } from './order-key-repository.js';
import { createOverseaRepository } from './oversea/oversea-repository.js';
import { createPartnerProfitRepository } from './partner-profit-repository.js';
import { createPartnerRepository } from './partner-repository.js';
import { createQuoteRepository } from './quote-repository.js';
import { createRefreshTokenRepository } from './refresh-token-repository.js';
import { createSiteExtrasRepository } from './site-extras-repository.js';
import { createSiteRepository } from './site-repository.js';
import { createUserRepository } from './user-repository.js';

export function createRepositories(db: Db) {
  const ledger = createLedgerRepository(db);
  return {
    sites: createSiteRepository(db),
    users: createUserRepository(db),
    operators: createOperatorRepository(db),
    partners: createPartnerRepository(db),
    partnerProfits: createPartnerProfitRepository(db),
    refreshTokens: createRefreshTokenRepository(db),
    ledger,
    binary: createBinaryRepository(db, ledger),
    oversea: createOverseaRepository(db),
    futures: createFuturesRepository(db),
    copytrade: createCopytradeRepository(db),
    orderKeys: createOrderKeyRepository(db),
    dnw: createDnwRepository(db),
    quotes: createQuoteRepository(db),
    coinAddresses: createCoinAddressRepository(db),
    coupons: createCouponRepository(db),
    content: createContentRepository(db),
    messages: createMessageRepository(db),
    chat: createChatRepository(db),
    economic: createEconomicRepository(db),
    certifications: createCertificationRepository(db),
    siteExtras: createSiteExtrasRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
