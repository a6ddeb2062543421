import { css } from '@emotion/react';

/** The face the text is drawn in until the web font arrives (theme.ts's font list names it second). */
export const FONT_FALLBACK = 'Noto Sans KR Fallback';

/**
 * The system's Korean font under the web font's vertical metrics (Noto Sans KR: ascent 1160, descent 288,
 * no line gap, per 1000 units), so a line is as tall before the swap as after it and the swap moves nothing.
 * On Android and Linux the system font is Noto Sans CJK, the web font's own design; on iOS Apple SD Gothic Neo
 * and on Windows Malgun Gothic, whose own metrics would make each line a few pixels shorter.
 */
export const fontFallbackFace = css`
  @font-face {
    font-family: '${FONT_FALLBACK}';
    src:
      local('Noto Sans CJK KR'), local('NotoSansCJKkr-Regular'), local('Apple SD Gothic Neo'),
      local('AppleSDGothicNeo-Regular'), local('Malgun Gothic');
    ascent-override: 116%;
    descent-override: 28.8%;
    line-gap-override: 0%;
    size-adjust: 100%;
  }
`;
