/**
 * Hostile bodies: while 8 anonymous clients keep sending 1 MB deeply nested
 * JSON bodies to the admin sign-in (a route anyone may call), how fast does
 * /api/health still answer? Measured first without the hostile clients, then
 * with them, in the same run; the goal is a p99 of at most 50 ms under attack.
 */
import { request as httpRequest, Agent } from 'node:http';
import autocannon from 'autocannon';
import { latencies, settings, type Measure, type Scenario } from './measure';

const HOSTILE_CLIENTS = 8;
const BODY_BYTES = 1024 * 1024 - 16;
const HEALTH_CONNECTIONS = 4;

/** `[[[[…]]]]`, 1 MB of it: the shape that once stalled every request. */
const nestedBody = () => {
  const depth = Math.floor(BODY_BYTES / 2);
  return Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`);
};

function measureHealth(name: string, appUrl: string, seconds: number): Promise<Measure> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(
      { url: `${appUrl}/api/health`, connections: HEALTH_CONNECTIONS, duration: seconds },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          name,
          requestsPerSecond: Math.round(result.requests.average),
          total: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
          latencyMs: latencies(times),
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** One hostile client: sends the body, waits for the answer, sends it again, until told to stop. */
async function hostileClient(
  appUrl: string,
  body: Buffer,
  agent: Agent,
  answers: Record<string, number>,
  stop: () => boolean,
) {
  const url = new URL('/api/auth/admin/login', appUrl);
  while (!stop()) {
    const status = await new Promise<string>((resolve) => {
      const sent = httpRequest(
        url,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(String(response.statusCode)));
        },
      );
      sent.on('error', (error) => resolve(`error: ${error.message}`));
      sent.end(body);
    });
    answers[status] = (answers[status] ?? 0) + 1;
  }
}

export const hostileBodies: Scenario = {
  name: 'hostile-bodies',
  async run(context) {
    const { appUrl } = context.ready;
    const seconds = settings.seconds;
    context.log(
      `health for ${seconds} s, quiet and then while ${HOSTILE_CLIENTS} clients send 1 MB nested JSON`,
    );
    const quiet = await measureHealth('health', appUrl, seconds);
    const body = nestedBody();
    const agent = new Agent({ keepAlive: true, maxSockets: HOSTILE_CLIENTS });
    const answers: Record<string, number> = {};
    let stopped = false;
    const clients = Array.from({ length: HOSTILE_CLIENTS }, () =>
      hostileClient(appUrl, body, agent, answers, () => stopped),
    );
    const underAttack = await measureHealth(
      'health under 1 MB nested bodies (goal p99 <= 50 ms)',
      appUrl,
      seconds,
    );
    stopped = true;
    await Promise.all(clients);
    agent.destroy();
    context.log(`hostile bodies answered: ${JSON.stringify(answers)}`);
    return [quiet, underAttack];
  },
};
