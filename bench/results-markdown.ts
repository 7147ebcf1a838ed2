import { readFile, writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import type { Measure } from './measure';

/** What one engine's run reports, as far as the table needs it. */
export interface EngineReport {
  engine: string;
  server: string;
  items: number;
  loadAverage: number[];
  cores: number;
  rssAtReadyMb: number;
  results: Measure[];
}

export interface BenchRun {
  at: string;
  node: string;
  seconds: number;
  connections: number;
  reports: EngineReport[];
}

const figure = (value: number | undefined) => (value === undefined ? '' : value.toLocaleString('en-US'));

function engineTable(report: EngineReport): string[] {
  const [one, five] = report.loadAverage;
  return [
    `### ${report.engine}`,
    '',
    `${report.items.toLocaleString('en-US')} stored items, server ${report.server}, ` +
      `${report.rssAtReadyMb} MB resident when ready; load average ${one} (1 min), ${five} (5 min) ` +
      `on ${report.cores} cores.`,
    '',
    '| measure | req/s | p50 ms | p95 ms | p99 ms | share of bare | non-2xx | errors |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...report.results.map(
      (result) =>
        `| ${result.name.trim()} | ${figure(result.requestsPerSecond || undefined)} | ${figure(result.latencyMs.p50)} | ` +
        `${figure(result.latencyMs.p95)} | ${figure(result.latencyMs.p99)} | ${figure(result.shareOfBare)} | ` +
        `${result.non2xx} | ${result.errors} |`,
    ),
    '',
  ];
}

export const BENCH_HEADING = '## `npm run bench`';

/** The bench's section of bench/RESULTS.md: the latest run's tables. */
export function benchSection(run: BenchRun): string {
  return [
    BENCH_HEADING,
    '',
    `Written by \`npm run bench\` on ${run.at.slice(0, 16).replace('T', ' ')} UTC (Node ${run.node}): ` +
      `${run.connections} connections, ${run.seconds} s per measure, an admin storing an item every ` +
      'second. Shares are of the bare Fastify route in the same run; they move with the load.',
    '',
    ...run.reports.flatMap(engineTable),
  ].join('\n');
}

/**
 * bench/RESULTS.md with one section replaced (or added at the end), the others kept: each
 * tool writes its own latest figures there, and earlier runs stay in git's history.
 */
export function replaceSection(document: string, heading: string, section: string): string {
  const start = document.indexOf(`${heading}\n`);
  if (start === -1) return `${document.trimEnd()}\n\n${section.trimEnd()}\n`;
  const next = document.indexOf('\n## ', start + heading.length);
  const rest = next === -1 ? '' : document.slice(next + 1);
  return `${document.slice(0, start)}${section.trimEnd()}\n${rest ? `\n${rest}` : ''}`;
}

/** Replaces one bench's section of a results file (made if missing), formatted as the repository's Markdown. */
export async function writeResultsSection(table: string, heading: string, section: string): Promise<void> {
  const before = await readFile(table, 'utf8').catch(() => '# Latest benchmark results\n');
  const after = replaceSection(before, heading, section);
  await writeFile(table, await format(after, { ...(await resolveConfig(table)), filepath: table }));
}
