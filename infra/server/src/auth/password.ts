import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

import { HashQueue, type HashQueueLimits } from './hash-queue.js';

/** Memory-hard defaults (~16 MiB per hash); parameters are stored with each hash so they can be raised later. */
const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

export type Derive = (
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  keyLength: number,
) => Promise<Buffer>;

const scryptDerive: Derive = (password, salt, options, keyLength) =>
  new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

let deriveKey = scryptDerive;

/**
 * scrypt runs on libuv's thread pool (4 threads by default), which file reads and DNS share: unbounded, a burst
 * of logins makes every static file wait. One queue per process, as the pool is per process; the app sets its
 * limits from the config (PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE).
 */
const queue = new HashQueue({ concurrency: 2, maxWaiting: 100 });

export const passwordHashing = {
  configure: (limits: HashQueueLimits): void => queue.configure(limits),
  stats: () => queue.stats(),
  /** For tests: wraps every derivation (to watch how many run at once); answers the undo. */
  wrapDerive(wrap: (inner: Derive) => Derive): () => void {
    const before = deriveKey;
    deriveKey = wrap(before);
    return () => {
      deriveKey = before;
    };
  },
};

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return queue.run(() => deriveKey(password, salt, options, keyLength));
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, PARAMS, KEY_LENGTH);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}
