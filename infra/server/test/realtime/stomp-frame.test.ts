import { describe, expect, it } from 'vitest';

import { parseFrames, serializeFrame, StompProtocolError } from '../../src/realtime/stomp-frame.js';

const frame = (text: string) => Buffer.from(text, 'utf8');

describe('STOMP frame codec', () => {
  it('parses a frame with headers and a NULL-terminated body', () => {
    const [parsed] = parseFrames(frame('SEND\ndestination:/ping\ncontent-type:text/plain\n\nhello\0'));
    expect(parsed!.command).toBe('SEND');
    expect({ ...parsed!.headers }).toEqual({ destination: '/ping', 'content-type': 'text/plain' });
    expect(parsed!.body.toString()).toBe('hello');
  });

  it('accepts CRLF line ends and skips heart-beat EOLs between frames', () => {
    const frames = parseFrames(
      frame('\n\r\nSUBSCRIBE\r\nid:1\r\ndestination:/topic/a\r\n\r\n\0\nDISCONNECT\n\n\0\n'),
    );
    expect(frames.map((f) => f.command)).toEqual(['SUBSCRIBE', 'DISCONNECT']);
    expect(frames[0]!.headers.id).toBe('1');
  });

  it('parses a heart-beat alone as no frame', () => {
    expect(parseFrames(frame('\n'))).toEqual([]);
  });

  it('reads a body holding NULL bytes by content-length', () => {
    const [parsed] = parseFrames(frame('SEND\ndestination:/x\ncontent-length:3\n\na\0b\0'));
    expect(parsed!.body).toEqual(Buffer.from('a\0b'));
  });

  it('keeps the first of repeated headers', () => {
    const [parsed] = parseFrames(frame('SEND\ndestination:/first\ndestination:/second\n\n\0'));
    expect(parsed!.headers.destination).toBe('/first');
  });

  it('unescapes header values except in CONNECT', () => {
    const [send] = parseFrames(frame('SEND\ndestination:/a\\cb\\\\c\\nd\n\n\0'));
    expect(send!.headers.destination).toBe('/a:b\\c\nd');
    const [connect] = parseFrames(frame('CONNECT\npasscode:a\\cb\n\n\0'));
    expect(connect!.headers.passcode).toBe('a\\cb');
  });

  it.each([
    ['an unknown command', 'HELLO\n\n\0'],
    ['a missing NULL', 'SEND\ndestination:/x\n\nbody'],
    ['a header without a colon', 'SEND\ndestination\n\n\0'],
    ['an undefined escape', 'SEND\ndestination:/a\\t\n\n\0'],
    ['a bad content-length', 'SEND\ncontent-length:abc\n\n\0'],
    ['a content-length past the NULL', 'SEND\ncontent-length:9\n\nab\0'],
    ['a frame cut in its headers', 'SEND\ndestination:/x'],
    ['binary garbage', '\u0001\u0002\u0003garbage'],
  ])('refuses %s', (_, text) => {
    expect(() => parseFrames(frame(text))).toThrow(StompProtocolError);
  });

  it('serializes with escaped headers and content-length, and round-trips', () => {
    const bytes = serializeFrame('MESSAGE', { destination: '/topic/a:b', subscription: '1' }, '{"x":1}');
    expect(bytes.toString()).toBe(
      'MESSAGE\ndestination:/topic/a\\cb\nsubscription:1\ncontent-length:7\n\n{"x":1}\0',
    );
  });

  it('does not escape CONNECTED headers', () => {
    expect(serializeFrame('CONNECTED', { version: '1.2', 'heart-beat': '10000,10000' }).toString()).toBe(
      'CONNECTED\nversion:1.2\nheart-beat:10000,10000\n\n\0',
    );
  });

  it('round-trips a multi-byte UTF-8 body through content-length', () => {
    const bytes = serializeFrame('SEND', { destination: '/x' }, '잔액');
    const [parsed] = parseFrames(bytes);
    expect(parsed!.body.toString('utf8')).toBe('잔액');
    expect(parsed!.headers['content-length']).toBe(String(Buffer.byteLength('잔액')));
  });
});
