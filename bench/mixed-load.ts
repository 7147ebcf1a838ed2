/**
 * Mixed load: BENCH_USERS (200) simulated people for BENCH_MIXED_SECONDS (60)
 * at once. Each signed-in member loops: looks, then thinks for 0.5–1.5 s, as a
 * person does: lists the recovered items, searches, reports a found or a lost
 * item, claims an item from the list it just saw. One admin stores what members
 * report and hands over what it stored. Counts errors (5xx, network failures,
 * and any 4xx but the 409 of a race people also meet: an item handed over while
 * someone claims it) and latency percentiles over every request.
 * People arrive over the first BENCH_RAMP_SECONDS (5), one after another, as
 * people do; 0 sends all 200 first requests in the same millisecond.
 */
import { performance } from 'node:perf_hooks';
import { defaultUniversityConfig } from '#shared/university/university-config';
import { latencies, percentile, type Measure, type Scenario } from './measure';

export interface MixedLoadResult {
  users: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  errors: number;
  /** 409 answers to claims of items handed over meanwhile: the app's right answer, counted apart. */
  conflicts: number;
  firstErrors: string[];
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  byAction: Record<string, { count: number; p99: number }>;
}

const SEARCHES = ['wallet', 'black bag', 'keys', 'walet', 'umbrella', 'id card', 'headphones', 'charger'];

const think = () => new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1000));

async function runMixedLoad(options: {
  appUrl: string;
  origin: string;
  memberCookies: string[];
  adminCookie: string;
  department: string;
  users?: number;
  seconds?: number;
}): Promise<MixedLoadResult> {
  const users = options.users ?? Number(process.env.BENCH_USERS ?? 200);
  const seconds = options.seconds ?? Number(process.env.BENCH_MIXED_SECONDS ?? 60);
  const rampSeconds = Number(process.env.BENCH_RAMP_SECONDS ?? 5);
  const deadline = Date.now() + seconds * 1000;
  const times: Record<string, number[]> = {};
  let errors = 0;
  let conflicts = 0;
  const firstErrors: string[] = [];
  const reported: string[] = [];

  async function call(action: string, cookie: string, method: string, path: string, body?: unknown) {
    const started = performance.now();
    let status = 0;
    let text = '';
    try {
      const response = await fetch(`${options.appUrl}${path}`, {
        method,
        headers: {
          cookie,
          origin: options.origin,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      text = (error as Error).message;
    }
    (times[action] ??= []).push(performance.now() - started);
    if (status === 409 && action === 'claim') conflicts += 1;
    else if (status < 200 || status >= 400) {
      errors += 1;
      if (firstErrors.length < 5)
        firstErrors.push(`${action} ${method} ${path}: ${status} ${text.slice(0, 120)}`);
    }
    return { status, text };
  }

  const today = new Date().toISOString().slice(0, 10);
  async function member(cookie: string, index: number) {
    // People arrive over the first seconds, not within the same millisecond.
    await new Promise((resolve) => setTimeout(resolve, (index / users) * rampSeconds * 1000));
    let round = 0;
    while (Date.now() < deadline) {
      round += 1;
      const pick = (index + round) % 10;
      if (pick < 4) {
        const list = await call('list', cookie, 'GET', '/api/found-reports/stored-for-users?limit=24');
        if (pick === 0 && list.status === 200) {
          const cards = JSON.parse(list.text) as { reportId: string; claimedByMe?: boolean }[];
          const open = cards.filter((card) => !card.claimedByMe);
          const choice = open[Math.floor(Math.random() * open.length)];
          if (choice) {
            await think();
            await call('claim', cookie, 'PATCH', `/api/found-reports/${choice.reportId}/claim`, {
              message: 'I think this is mine',
            });
          }
        }
      } else if (pick < 8) {
        const q = SEARCHES[(index + round) % SEARCHES.length]!;
        await call('search', cookie, 'GET', `/api/found-reports/search?q=${encodeURIComponent(q)}`);
      } else if (pick === 8) {
        const made = await call('report-found', cookie, 'POST', '/api/found-reports', {
          itemName: 'Black wallet',
          color: 'black',
          item_description: 'A black leather wallet with two cards inside',
          found_date: today,
          found_location: 'Central Library, 2nd floor',
          imageUrl: null,
        });
        if (made.status === 201) reported.push((JSON.parse(made.text) as { reportId: string }).reportId);
      } else {
        await call('report-lost', cookie, 'POST', '/api/lost-reports', {
          itemName: 'Blue umbrella',
          color: 'blue',
          item_description: 'Folding umbrella with a wooden handle',
          lost_date: today,
          lost_location: 'Cafeteria',
          imageUrl: null,
        });
      }
      await think();
    }
  }

  async function admin() {
    const stored: string[] = [];
    while (Date.now() < deadline) {
      const next = reported.shift();
      if (next) {
        const result = await call(
          'store',
          options.adminCookie,
          'PATCH',
          `/api/found-reports/${next}/store`,
          {},
        );
        if (result.status === 200) stored.push(next);
      }
      const handOver = stored.length > 3 ? stored.shift() : undefined;
      if (handOver) {
        await call('handover', options.adminCookie, 'PATCH', `/api/found-reports/${handOver}/handover`, {
          receiver: {
            name: 'Rahim Uddin',
            email: 'rahim@diu.edu.bd',
            universityId: '221-15-0001',
            phone: '01712345678',
            department: options.department,
          },
        });
      }
      await call('admin-list', options.adminCookie, 'GET', '/api/found-reports/reported?limit=24');
      await think();
    }
  }

  const started = Date.now();
  await Promise.all([
    ...Array.from({ length: users - 1 }, (_, index) =>
      member(options.memberCookies[index % options.memberCookies.length]!, index),
    ),
    admin(),
  ]);
  const elapsed = (Date.now() - started) / 1000;
  const all = Object.values(times)
    .flat()
    .sort((a, b) => a - b);
  return {
    users,
    seconds,
    requests: all.length,
    requestsPerSecond: Math.round(all.length / elapsed),
    errors,
    conflicts,
    firstErrors,
    latencyMs: latencies(all),
    byAction: Object.fromEntries(
      Object.entries(times).map(([action, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return [action, { count: sorted.length, p99: percentile(sorted, 99) }];
      }),
    ),
  };
}

export const mixedLoad: Scenario = {
  name: 'mixed-load',
  async run(context): Promise<Measure[]> {
    const { ready } = context;
    context.log('mixed load of simulated people (BENCH_USERS, BENCH_MIXED_SECONDS)');
    const result = await runMixedLoad({
      appUrl: ready.appUrl,
      origin: ready.publicUrl,
      memberCookies: ready.memberCookies,
      adminCookie: ready.adminCookie,
      department: defaultUniversityConfig.faculties[0]!.departments[0]!,
    });
    context.log(
      `mixed load: ${result.requests} requests, errors ${result.errors}, claim conflicts ${result.conflicts}; ` +
        Object.entries(result.byAction)
          .map(([action, figures]) => `${action} ${figures.count} (p99 ${figures.p99} ms)`)
          .join(', '),
    );
    for (const line of result.firstErrors) context.log(`  error: ${line}`);
    return [
      {
        name: `mixed load, ${result.users} people (goal: 0 errors, p99 <= 250 ms on PostgreSQL)`,
        requestsPerSecond: result.requestsPerSecond,
        total: result.requests,
        non2xx: result.errors + result.conflicts,
        errors: result.errors,
        latencyMs: result.latencyMs,
      },
    ];
  },
};
