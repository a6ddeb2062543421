import { describe, expect, it } from 'vitest';

import { contentChanges, contentPreview, contentProblems, kindOf } from './content-form';

describe('kindOf', () => {
  it('reads a kind from the address, notices otherwise', () => {
    expect(kindOf('faq')).toBe('faq');
    expect(kindOf('static')).toBe('static');
    expect(kindOf('other')).toBe('notice');
    expect(kindOf(null)).toBe('notice');
  });
});

describe('contentProblems', () => {
  it('needs a title of 1 to 200 characters and some content', () => {
    expect(contentProblems({ title: '점검 안내', content: '<p>내용</p>', force: false })).toEqual({});
    expect(contentProblems({ title: '  ', content: '', force: false })).toEqual({
      title: 'OPS_TITLE_REQUIRED',
      content: 'OPS_CONTENT_REQUIRED',
    });
    expect(contentProblems({ title: 'x'.repeat(201), content: 'x'.repeat(50_001), force: false })).toEqual({
      title: 'OPS_TITLE_TOO_LONG',
      content: 'OPS_CONTENT_TOO_LONG',
    });
  });
});

describe('contentChanges', () => {
  const item = { title: '점검 안내', content: '<p>내용</p>' };

  it('sends only what differs, trimmed', () => {
    expect(contentChanges(item, { title: ' 점검 안내 ', content: '<p>내용</p>\n', force: false })).toEqual(
      {},
    );
    expect(contentChanges(item, { title: '긴급 점검', content: '<p>내용</p>', force: false })).toEqual({
      title: '긴급 점검',
    });
    expect(contentChanges(item, { title: '점검 안내', content: '<p>새 내용</p>', force: false })).toEqual({
      content: '<p>새 내용</p>',
    });
  });
});

describe('contentPreview', () => {
  it('shows the words of the HTML, cut short', () => {
    expect(contentPreview('<p>안녕 &amp; <b>환영</b></p>')).toBe('안녕 & 환영');
    expect(contentPreview(`<p>${'가'.repeat(100)}</p>`, 10)).toBe(`${'가'.repeat(10)}…`);
  });
});
