import type { UniversityConfig } from '#shared/university/university-config';

let cached: UniversityConfig | undefined;

/**
 * The university this server runs for. The server inlines it into the page;
 * the development server does not, so it is fetched once there.
 */
export async function loadUniversity(): Promise<UniversityConfig> {
  if (cached) return cached;
  const inline = document.getElementById('university-config')?.textContent;
  if (inline) {
    // The server validated these settings at start; the page trusts what it inlined.
    cached = JSON.parse(inline) as UniversityConfig;
    return cached;
  }
  try {
    const response = await fetch('/api/university');
    cached = (await response.json()) as UniversityConfig;
  } catch {
    // Loaded only here: every page the server sends carries its settings, so the defaults
    // stay out of the scripts a first visit downloads.
    cached = (await import('#shared/university/default-university')).defaultUniversityConfig;
  }
  return cached;
}

/** For prerendering at build, where there is no page to read the settings from. */
export function provideUniversity(config: UniversityConfig) {
  cached = config;
}

/** Available once the app has booted (main.tsx awaits loadUniversity first). */
export function university(): UniversityConfig {
  if (!cached) throw new Error('The university settings are read before the app renders.');
  return cached;
}
