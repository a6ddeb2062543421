import fp from 'fastify-plugin';

import type { Clock } from '../clock.js';
import { createFileStore } from '../files/file-store.js';
import type { LedgerWallet } from '../money/assets.js';
import type { PaymentProvider, PaymentProviderKind } from '../payments/payment-provider.js';
import { createProviderTokens } from '../payments/provider-token.js';
import { createSandboxProvider } from '../payments/sandbox-provider.js';
import { createFileRepository } from '../repositories/file-repository.js';
import { createP2pRepository } from '../repositories/p2p-repository.js';
import { ConvertRefusal } from '../services/convert-refusal.js';
import { createFileService, type FileService } from '../services/file-service.js';
import { createP2pService, type P2pService } from '../services/p2p-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Receipts and ID images (POST /api/file). */
    uploads: FileService;
    /** P2P buys and the payment providers' calls. */
    p2p: P2pService;
    paymentProvider: PaymentProvider;
  }
}

export interface PaymentsOptions {
  /** The server's data directory: uploads are kept under its files/ folder. */
  dataDir: string;
  provider: PaymentProviderKind;
  /** The server's secret, from which the providers' page tokens get their own key. */
  secret: string;
  clock: Clock;
}

/** The configured implementation; another provider joins PAYMENT_PROVIDER_KINDS and a case here. */
function providerOf(
  kind: PaymentProviderKind,
  wonPer: (wallet: LedgerWallet) => string | null,
): PaymentProvider {
  switch (kind) {
    case 'sandbox':
      return createSandboxProvider({ wonPer });
  }
}

/** Uploads, P2P and payment providers (docs/dnw.md, "P2P and payment providers"); after member-services (convert). */
export default fp<PaymentsOptions>(
  async (app, options) => {
    const { db, repos, realtime } = app;
    // Won per unit of a wallet at the market's last prices; null while unpriced (no USDTKRW yet).
    const provider = providerOf(options.provider, (wallet) => {
      try {
        return app.convert.krwRates()[wallet] ?? null;
      } catch (error) {
        if (error instanceof ConvertRefusal) return null;
        throw error;
      }
    });
    app.decorate('paymentProvider', provider);
    app.decorate(
      'uploads',
      createFileService({
        db,
        repos,
        files: createFileRepository(db),
        store: createFileStore(options.dataDir),
      }),
    );
    app.decorate(
      'p2p',
      createP2pService({
        db,
        repos,
        p2p: createP2pRepository(db),
        realtime,
        provider,
        tokens: createProviderTokens({ secret: options.secret, clock: options.clock }),
      }),
    );
  },
  { name: 'payments', dependencies: ['repositories', 'realtime', 'member-services'] },
);
