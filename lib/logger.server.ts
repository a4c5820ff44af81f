// Structured logs: one JSON line per event (pino), and one line per request.
import pino from 'pino';

export function createLogger(level: string) {
  return pino({ level, base: { service: 'accord' } });
}

export type AppLogger = ReturnType<typeof createLogger>;
