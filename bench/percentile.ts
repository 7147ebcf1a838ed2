/** The p-th percentile of ascending times, to two decimals (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  Math.round(
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]! * 100,
  ) / 100;
