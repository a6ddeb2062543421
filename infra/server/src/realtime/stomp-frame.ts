/** STOMP 1.2 frames: https://stomp.github.io/stomp-specification-1.2.html */
export interface StompFrame {
  command: string;
  /** First occurrence of a repeated header wins, as the spec says. */
  headers: Record<string, string>;
  body: Buffer;
}

export class StompProtocolError extends Error {}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;

/** A heart-beat on the wire is a single EOL. */
export const HEARTBEAT = Buffer.from('\n');

const CLIENT_COMMANDS = new Set([
  'CONNECT',
  'STOMP',
  'SEND',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'ACK',
  'NACK',
  'BEGIN',
  'COMMIT',
  'ABORT',
  'DISCONNECT',
]);

// CONNECT and CONNECTED predate header escaping and are sent verbatim.
const isVerbatim = (command: string) => command === 'CONNECT' || command === 'CONNECTED';

const ESCAPES: Record<string, string> = { r: '\r', n: '\n', c: ':', '\\': '\\' };

function unescapeHeader(text: string): string {
  return text.replace(/\\(.?)/g, (_, next: string) => {
    const plain = ESCAPES[next];
    if (plain === undefined)
      throw new StompProtocolError(`undefined escape sequence "\\${next}" in a header`);
    return plain;
  });
}

function escapeHeader(text: string): string {
  return text.replace(/[\\\r\n:]/g, (char) =>
    char === '\\' ? '\\\\' : char === '\r' ? '\\r' : char === '\n' ? '\\n' : '\\c',
  );
}

function readLine(data: Buffer, start: number): [line: string, next: number] {
  const lf = data.indexOf(LF, start);
  if (lf === -1) throw new StompProtocolError('incomplete frame: a line has no end');
  const end = lf > start && data[lf - 1] === CR ? lf - 1 : lf;
  return [data.toString('utf8', start, end), lf + 1];
}

function parseOne(data: Buffer, start: number): [frame: StompFrame, next: number] {
  const [command, afterCommand] = readLine(data, start);
  if (!CLIENT_COMMANDS.has(command))
    throw new StompProtocolError(`unknown command "${command.slice(0, 20)}"`);
  const verbatim = isVerbatim(command);
  const headers: Record<string, string> = Object.create(null);
  let pos = afterCommand;
  for (;;) {
    const [line, next] = readLine(data, pos);
    pos = next;
    if (line === '') break;
    const colon = line.indexOf(':');
    if (colon <= 0) throw new StompProtocolError('malformed header line');
    const name = verbatim ? line.slice(0, colon) : unescapeHeader(line.slice(0, colon));
    const value = verbatim ? line.slice(colon + 1) : unescapeHeader(line.slice(colon + 1));
    if (!(name in headers)) headers[name] = value;
  }
  const declared = headers['content-length'];
  let bodyEnd: number;
  if (declared !== undefined) {
    if (!/^\d{1,9}$/.test(declared)) throw new StompProtocolError('content-length is not a number');
    bodyEnd = pos + Number(declared);
    if (data[bodyEnd] !== NUL)
      throw new StompProtocolError('the body does not end with NULL at content-length');
  } else {
    bodyEnd = data.indexOf(NUL, pos);
    if (bodyEnd === -1) throw new StompProtocolError('incomplete frame: no NULL terminator');
  }
  return [{ command, headers, body: data.subarray(pos, bodyEnd) }, bodyEnd + 1];
}

/** Every frame in one WebSocket message; EOLs between frames are heart-beats and are skipped. */
export function parseFrames(data: Buffer): StompFrame[] {
  const frames: StompFrame[] = [];
  let pos = 0;
  while (pos < data.length) {
    if (data[pos] === LF) pos += 1;
    else if (data[pos] === CR && data[pos + 1] === LF) pos += 2;
    else {
      const [frame, next] = parseOne(data, pos);
      frames.push(frame);
      pos = next;
    }
  }
  return frames;
}

/** The command and header block of a frame, ending with the blank line; content-length is added for a body. */
export function serializeHead(command: string, headers: Record<string, string>, bodyLength: number): Buffer {
  const verbatim = isVerbatim(command);
  const lines = [command];
  for (const [name, value] of Object.entries(headers)) {
    lines.push(verbatim ? `${name}:${value}` : `${escapeHeader(name)}:${escapeHeader(value)}`);
  }
  if (bodyLength > 0) lines.push(`content-length:${bodyLength}`);
  return Buffer.from(`${lines.join('\n')}\n\n`);
}

export function serializeFrame(
  command: string,
  headers: Record<string, string>,
  body: Buffer | string = '',
): Buffer {
  const bodyBuffer = typeof body === 'string' ? Buffer.from(body) : body;
  return Buffer.concat([serializeHead(command, headers, bodyBuffer.length), bodyBuffer, Buffer.from([NUL])]);
}
