/** What makes the host's page an installable app: the site's manifest (served per hostname) and its icon. */
const APP_LINKS = `
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="apple-touch-icon" href="/icon-192.png" />`;

/**
 * The one page every app starts from: the host's index.html, and each remote's when it runs alone.
 * @param {string} title
 * @param {{ installable?: boolean }} [options] the host's page links the web app manifest
 */
export function htmlShell(title, { installable = false } = {}) {
  return `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="#0f1115" />
    <link rel="icon" href="data:," />${installable ? APP_LINKS : ''}
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}
