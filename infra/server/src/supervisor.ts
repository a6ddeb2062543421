import { fork, type ChildProcess } from 'node:child_process';

export interface SupervisorOptions {
  args?: readonly string[];
  /** Node options for the child, after the supervisor's own. */
  execArgv?: readonly string[];
  /** Defaults for the child's environment; a variable the supervisor has wins. */
  env?: Readonly<Record<string, string>>;
  restartDelayMs?: number;
  /** More restarts than this within a minute means something is wrong that restarting will not mend. */
  maxRestartsPerMinute?: number;
  log?: (line: string) => void;
}

export interface Supervisor {
  /** Passes the signal on and settles with the child's exit code; no restart after it. */
  stop(signal?: NodeJS.Signals): Promise<number>;
  /** Settles when the supervisor gives up or the child stops by itself with code 0. */
  readonly done: Promise<number>;
}

/**
 * Keeps one Node process running: a child that exits with a failure (its database died, an uncaught crash)
 * is started again after a short delay; a clean exit or a requested stop ends the supervision.
 */
export function supervise(script: string, options: SupervisorOptions = {}): Supervisor {
  const {
    args = [],
    execArgv = [],
    env = {},
    restartDelayMs = 1_000,
    maxRestartsPerMinute = 5,
    log = console.error,
  } = options;
  let child: ChildProcess | undefined;
  let stopping = false;
  const restarts: number[] = [];
  let finish: (code: number) => void = () => undefined;
  const done = new Promise<number>((resolve) => (finish = resolve));

  function start(): void {
    const current = fork(script, [...args], {
      stdio: 'inherit',
      execArgv: [...process.execArgv, ...execArgv],
      env: { ...env, ...process.env },
    });
    child = current;
    current.on('exit', (code, signal) => {
      if (stopping || code === 0) return finish(code ?? 0);
      const now = Date.now();
      restarts.push(now);
      while (restarts[0]! < now - 60_000) restarts.shift();
      if (restarts.length > maxRestartsPerMinute) {
        log(`server exited ${restarts.length} times within a minute; giving up`);
        return finish(1);
      }
      log(`server exited (${signal ?? `code ${code}`}); restarting in ${restartDelayMs} ms`);
      setTimeout(start, restartDelayMs);
    });
  }

  start();
  return {
    done,
    stop(signal = 'SIGTERM') {
      stopping = true;
      if (child?.exitCode === null && child.signalCode === null) child.kill(signal);
      else finish(0);
      return done;
    },
  };
}
