import { fork, type ChildProcess } from 'node:child_process';

export interface SupervisorOptions {
  args?: readonly string[];
  /** Node options for the child, after the supervisor's own. */
  execArgv?: readonly string[];
  /** Defaults for the child's environment; a variable the supervisor has wins. */
  env?: Readonly<Record<string, string>>;
  /** The wait before the first restart; each further exit of a child that did not run `stableMs` doubles it. */
  restartDelayMs?: number;
  /** The longest wait between two starts (a database down for an hour is asked again at this pace). */
  maxRestartDelayMs?: number;
  /** A child that ran this long was healthy: its exit starts the back-off again from `restartDelayMs`. */
  stableMs?: number;
  log?: (line: string) => void;
}

export interface Supervisor {
  /** Passes the signal on and settles with the child's exit code; no restart after it. */
  stop(signal?: NodeJS.Signals): Promise<number>;
  /** Settles when the child stops by itself with code 0, or after a requested stop. */
  readonly done: Promise<number>;
}

/**
 * Keeps one Node process running: a child that exits with a failure (its database died, an uncaught crash)
 * is started again, after a delay that doubles while it keeps failing quickly (1 s, 2 s, 4 s ... 30 s). It never
 * gives up: a platform left down until a person acts is worse than a server asking again every 30 s, and what
 * failed (a database restarting, a network cut) usually mends by itself.
 */
export function supervise(script: string, options: SupervisorOptions = {}): Supervisor {
  const {
    args = [],
    execArgv = [],
    env = {},
    restartDelayMs = 1_000,
    maxRestartDelayMs = 30_000,
    stableMs = 60_000,
    log = console.error,
  } = options;
  let child: ChildProcess | undefined;
  let stopping = false;
  let delay = restartDelayMs;
  let pending: ReturnType<typeof setTimeout> | undefined;
  let finish: (code: number) => void = () => undefined;
  const done = new Promise<number>((resolve) => (finish = resolve));

  function start(): void {
    pending = undefined;
    const startedAt = Date.now();
    const current = fork(script, [...args], {
      stdio: 'inherit',
      execArgv: [...process.execArgv, ...execArgv],
      env: { ...env, ...process.env },
    });
    child = current;
    current.on('exit', (code, signal) => {
      if (stopping || code === 0) return finish(code ?? 0);
      if (Date.now() - startedAt >= stableMs) delay = restartDelayMs;
      log(`server exited (${signal ?? `code ${code}`}); restarting in ${delay} ms`);
      pending = setTimeout(start, delay);
      delay = Math.min(delay * 2, maxRestartDelayMs);
    });
  }

  start();
  return {
    done,
    stop(signal = 'SIGTERM') {
      stopping = true;
      clearTimeout(pending);
      if (child?.exitCode === null && child.signalCode === null) child.kill(signal);
      else finish(0);
      return done;
    },
  };
}
