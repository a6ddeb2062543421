/**
 * The security headers of every response, and the one place their Content-Security-Policy is composed. The
 * gateway (infra/nginx/gateway.conf) copies the policy from this server rather than keeping its own copy.
 */

/** Headers that do not depend on the request. HSTS is not here: it belongs where TLS ends (the gateway). */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  // Legacy twin of frame-ancestors 'none' for browsers without CSP level 2.
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** host[:port] as a browser sends it; anything else never reaches a policy (it would be a header injection). */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origins of the remotes a site loads from somewhere other than the page's own origin. Registry entries
 * are mf-manifest.json URLs, relative (this origin) or absolute (another deployment); only http(s) counts.
 */
export function remoteOrigins(entries: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const entry of entries) {
    // Relative entries resolve against a placeholder base, so they come out as "this origin" and drop away.
    const url = URL.canParse(entry, 'http://self.invalid/') ? new URL(entry, 'http://self.invalid/') : null;
    if (url === null || url.hostname === 'self.invalid') continue;
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  }
  return [...origins].sort();
}

/**
 * The policy for a page served at `host` whose remotes come from `remotes` (see remoteOrigins):
 * - scripts only from this origin and the remotes' (a remote's chunks load from where its manifest is), never
 *   inline or eval'd;
 * - styles also 'unsafe-inline', because @emotion injects <style> tags; a nonce would have to reach every
 *   emotion cache in the host and the remotes, and style injection cannot run code;
 * - connect-src names ws:/wss: of this host because CSP 'self' covers WebSockets only in newer browsers
 *   (CSP3; Safari before 15.4 and older Chromium did not), and the remotes' origins for their manifests;
 * - fonts (Noto Sans KR, bundled), images (plus data:, the shell's empty favicon) and sounds from the same
 *   places as scripts.
 */
export function contentSecurityPolicy(host: string | undefined, remotes: readonly string[]): string {
  const others = remotes.join(' ');
  const from = (...sources: string[]) => [...sources, others].filter((s) => s !== '').join(' ');
  const sockets = host !== undefined && HOST.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
  const directives = [
    `default-src 'self'`,
    `script-src ${from(`'self'`)}`,
    `style-src ${from(`'self'`, `'unsafe-inline'`)}`,
    `font-src ${from(`'self'`)}`,
    `img-src ${from(`'self'`, 'data:')}`,
    `media-src ${from(`'self'`)}`,
    `connect-src ${from(`'self'`, ...sockets)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
  ];
  return directives.join('; ');
}
