import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartDataset,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only the parts these charts draw, so the rest of the library stays out of the bundle.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface BarSeries {
  label: string;
  values: number[];
  color: string;
}

interface BarChartProps {
  labels: string[];
  series: BarSeries[];
  /** Bars run sideways (rankings) instead of upwards (weeks). */
  horizontal?: boolean;
  height?: number;
}

/**
 * A bar chart drawn on a canvas. It is a picture for sighted readers only
 * (hidden from screen readers): each chart on the dashboard comes with a table
 * of the same figures.
 */
export function BarChart({ labels, series, horizontal = false, height = 240 }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const datasets: ChartDataset<'bar', number[]>[] = series.map((one) => ({
      label: one.label,
      data: one.values,
      backgroundColor: one.color,
      borderRadius: 4,
    }));
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: { labels, datasets },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: series.length > 1, position: 'bottom' } },
        scales: { [horizontal ? 'x' : 'y']: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    });
    return () => chart.destroy();
  }, [labels, series, horizontal]);

  return (
    <div className="relative w-full" style={{ height }}>
      <canvas ref={canvas} aria-hidden="true" />
    </div>
  );
}
