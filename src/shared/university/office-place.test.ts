import { describe, expect, it } from 'vitest';
import { defaultUniversityConfig } from './default-university';
import { officePlace } from './office-place';

describe('officePlace', () => {
  it('names each part of the office and its address once', () => {
    expect(officePlace(defaultUniversityConfig.office)).toBe(
      'Security Office, Ground floor, Admission Building, Daffodil Smart City, Birulia, Savar, Dhaka 1216, Bangladesh',
    );
  });

  it('keeps a name and an address that share nothing whole', () => {
    expect(officePlace({ name: 'Campus Security', address: '1 College Road, Springfield' })).toBe(
      'Campus Security, 1 College Road, Springfield',
    );
  });
});
