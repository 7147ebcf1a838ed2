import {
  defaultUniversityConfig,
  universityConfigSchema,
  type UniversityConfig,
} from '../../shared/university/university-config';

let cached: UniversityConfig | undefined;

/**
 * The university this server runs for. The server inlines it into the page;
 * the development server does not, so it is fetched once there.
 */
export async function loadUniversity(): Promise<UniversityConfig> {
  if (cached) return cached;
  const inline = document.getElementById('university-config')?.textContent;
  if (inline) {
    cached = universityConfigSchema.parse(JSON.parse(inline));
    return cached;
  }
  try {
    const response = await fetch('/api/university');
    cached = universityConfigSchema.parse(await response.json());
  } catch {
    cached = defaultUniversityConfig;
  }
  return cached;
}

/** Available once the app has booted (main.tsx awaits loadUniversity first). */
export function university(): UniversityConfig {
  if (!cached) throw new Error('The university settings are read before the app renders.');
  return cached;
}
