import type { Scenario } from '../measure';
import { hostileBodies } from '../hostile-bodies';
import { mixedLoad } from '../mixed-load';
import { searchLatency } from './search-latency';
import { throughput } from './throughput';

/**
 * The benchmark's parts, run in this order against each engine. Search
 * latency goes first: it must meet caches nothing has filled yet.
 */
export const scenarios: Scenario[] = [searchLatency, throughput, hostileBodies, mixedLoad];
