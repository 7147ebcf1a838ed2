import { prettyFactory } from 'pino-pretty';
import { describe, expect, it } from 'vitest';
import { testConfig } from '#tests/support/test-app';
import { loggerOptions } from './log-options';

/** What a development terminal shows for one log record, through the options the app gives pino-pretty. */
function developmentLine(record: object): string {
  const options = loggerOptions(testConfig({ NODE_ENV: 'development', LOG_LEVEL: 'info' }));
  const transport = (options as { transport: { options: Record<string, unknown> } }).transport;
  const pretty = prettyFactory({ ...transport.options, colorize: false });
  return pretty({ level: 30, time: Date.UTC(2026, 0, 2, 3, 4, 5), pid: 1, hostname: 'h', ...record });
}

describe('the development log', () => {
  it('shows a request in one line: method, address, status and time', () => {
    const line = developmentLine({
      reqId: 'req-1',
      req: {
        method: 'GET',
        url: '/api/health',
        host: 'localhost',
        remoteAddress: '127.0.0.1',
        remotePort: 5,
      },
      res: { statusCode: 200 },
      responseTime: 1.3,
      msg: 'request completed',
    });
    expect(line.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/ INFO: GET \/api\/health 200 in 1\.3 ms: request completed$/),
    ]);
  });

  it('shows other messages as they are', () => {
    expect(developmentLine({ msg: 'Server listening at http://127.0.0.1:3000' }).trimEnd()).toMatch(
      / INFO: Server listening at http:\/\/127\.0\.0\.1:3000$/,
    );
  });

  it('leaves production its JSON lines', () => {
    expect(loggerOptions(testConfig({ LOG_LEVEL: 'info' }))).not.toHaveProperty('transport');
  });
});
