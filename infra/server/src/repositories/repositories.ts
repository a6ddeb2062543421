import type { Db } from '../db/db.js';
import { createCertificationRepository } from './certification-repository.js';
import { createContentRepository } from './content-repository.js';
import { createLedgerRepository } from './ledger-repository.js';
import { createMessageRepository } from './message-repository.js';
import { createPartnerRepository } from './partner-repository.js';
import { createRefreshTokenRepository } from './refresh-token-repository.js';
import { createSiteExtrasRepository } from './site-extras-repository.js';
import { createSiteRepository } from './site-repository.js';
import { createUserRepository } from './user-repository.js';

export function createRepositories(db: Db) {
  return {
    sites: createSiteRepository(db),
    users: createUserRepository(db),
    partners: createPartnerRepository(db),
    refreshTokens: createRefreshTokenRepository(db),
    ledger: createLedgerRepository(db),
    content: createContentRepository(db),
    messages: createMessageRepository(db),
    certifications: createCertificationRepository(db),
    siteExtras: createSiteExtrasRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
