/** No larger paint for this long: the first screen, remote and data included, has drawn its main content. */
const SETTLED_MS = 300;
/** Whatever keeps painting, the font is asked for by then. */
const LATEST_MS = 5_000;

/**
 * The Korean web font ships with the site (no CDN). Its stylesheet names each subset with a unicode-range, so
 * a page fetches only the subsets of the characters it shows, in the two weights the screens use.
 *
 * It is asked for once the first screen has drawn its main content (no larger paint reported for a moment),
 * not with the page: on a phone's slow link the dozen subsets a screen needs (~100 KB) would otherwise take
 * the bandwidth its remote's scripts and data are waiting for. Until the font arrives, text shows in the
 * system font and swaps to Noto Sans KR (font-display: swap); on Android the system's Korean font is Noto
 * Sans CJK, the same design. A browser that reports no largest-contentful-paint entries (Safari) asks for it
 * just after the site's first render.
 */
export function loadWebFontOnceSettled(): void {
  const paints = PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
  let settled: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    clearTimeout(settled);
    settled = setTimeout(load, SETTLED_MS);
  };
  const observer = paints ? new PerformanceObserver(wait) : undefined;
  const latest = setTimeout(load, LATEST_MS);
  let done = false;
  function load() {
    if (done) return;
    done = true;
    clearTimeout(settled);
    clearTimeout(latest);
    observer?.disconnect();
    Promise.all([
      import(/* webpackChunkName: "web-font" */ '@fontsource/noto-sans-kr/400.css'),
      import(/* webpackChunkName: "web-font" */ '@fontsource/noto-sans-kr/700.css'),
      // Without the web font the text stays in the system font; nothing else depends on it.
    ]).catch(() => undefined);
  }
  observer?.observe({ type: 'largest-contentful-paint', buffered: true });
  wait();
}
