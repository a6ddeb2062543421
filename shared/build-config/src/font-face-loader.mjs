/**
 * Keeps only the woff2 source of each @font-face of a bundled font's stylesheet. Every browser the build
 * targets (ES2020) reads woff2, so the woff fallbacks were never fetched: they only lengthened the
 * stylesheet and put a second copy of every font file in the build.
 * @this {import('webpack').LoaderContext<object>}
 * @param {string} source
 */
export default function fontFaceLoader(source) {
  return source.replace(/,\s*url\([^)]*\.woff\)\s*format\(['"]woff['"]\)/g, '');
}
