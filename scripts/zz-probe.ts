import { openDatabase } from '@/db/client';
import { matchesForLostReport } from '@/services/matching/find-matches';
const handle = await openDatabase({ kind: 'postgres', url: process.env.PROBE_URL! });
const row = (name: string, day: string) => ({
  id: '00000000-0000-0000-0000-000000000000', report_id: 'LSTPROBE', item_name: name, color: 'Blue',
  description: 'Folding umbrella with a wooden handle', day, location: 'Cafeteria', member_id: null, place_stems: [], text_stems: [],
});
for (const name of ['Blue umbrella', 'Blue umbrella', 'Zorblax3f2a', 'Black Wallet', 'Black Wallet']) {
  const t0 = performance.now();
  const m = await matchesForLostReport(handle.db, row(name, new Date().toISOString().slice(0, 10)));
  console.log(name, (performance.now() - t0).toFixed(1), 'ms', m.length);
}
await handle.close();
