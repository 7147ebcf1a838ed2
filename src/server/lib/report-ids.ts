import { sql } from 'drizzle-orm';

/**
 * The next report id, made by the database: `FND000123`. Sequences hand out each
 * number once across all connections and servers; past 999999 the number grows
 * a digit instead of being cut (lpad would truncate).
 */
export const nextReportId = (prefix: 'LST' | 'FND') => {
  const sequence = prefix === 'LST' ? sql.raw('lost_report_number_seq') : sql.raw('found_report_number_seq');
  return sql`(SELECT ${prefix}::text || lpad(n::text, greatest(6, length(n::text)), '0') FROM (SELECT nextval('${sequence}') AS n) AS next_number)`;
};
