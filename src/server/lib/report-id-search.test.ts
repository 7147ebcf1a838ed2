import { describe, expect, it } from 'vitest';
import { reportIdSearch } from './report-id-search';

describe('a part of an ID typed in an admin list search', () => {
  it('is the ID without its zeros, and the IDs that begin with it', () => {
    expect(reportIdSearch('FND232', 'FND')).toEqual({
      exact: 'FND000232',
      from: 'FND232000',
      to: 'FND232999',
    });
    expect(reportIdSearch(' fnd7 ', 'FND')).toEqual({
      exact: 'FND000007',
      from: 'FND700000',
      to: 'FND799999',
    });
    expect(reportIdSearch('#LST0412', 'LST')).toEqual({
      exact: 'LST000412',
      from: 'LST041200',
      to: 'LST041299',
    });
  });

  it('takes digits alone as a part of the list’s own IDs', () => {
    expect(reportIdSearch('232', 'LST')).toEqual({ exact: 'LST000232', from: 'LST232000', to: 'LST232999' });
    expect(reportIdSearch('000232', 'FND')).toEqual({
      exact: 'FND000232',
      from: 'FND000232',
      to: 'FND000232',
    });
  });

  it('is nothing for words, another list’s IDs or more digits than an ID has', () => {
    expect(reportIdSearch('wallet', 'FND')).toBeNull();
    expect(reportIdSearch('LST232', 'FND')).toBeNull();
    expect(reportIdSearch('FND 232', 'FND')).toBeNull();
    expect(reportIdSearch('1234567', 'FND')).toBeNull();
    expect(reportIdSearch('', 'FND')).toBeNull();
  });
});
