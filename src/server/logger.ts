/** A tiny structured logger: one JSON line per event, quiet in tests unless LOG_LEVEL says otherwise. */
export type Logger = {
  error(msg: string, data?: Record<string, unknown>): void;
  info(msg: string, data?: Record<string, unknown>): void;
  debug(msg: string, data?: Record<string, unknown>): void;
};

const levels = { silent: 0, error: 1, info: 2, debug: 3 } as const;

export function createLogger(level: keyof typeof levels): Logger {
  const at = levels[level];
  const write = (lvl: keyof typeof levels, msg: string, data?: Record<string, unknown>) => {
    if (levels[lvl] > at) return;
    const line = JSON.stringify({ t: new Date().toISOString(), level: lvl, msg, ...data });
    (lvl === "error" ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    error: (m, d) => write("error", m, d),
    info: (m, d) => write("info", m, d),
    debug: (m, d) => write("debug", m, d),
  };
}
