import { describe, expect, it } from 'vitest';
import { isApiPath, originForm } from './request-target';

describe('originForm', () => {
  it.each([
    ['/api/admins', '/api/admins'],
    ['/api/admins?limit=5', '/api/admins?limit=5'],
    ['http://127.0.0.1:3000/api/admins', '/api/admins'],
    ['HTTPS://Other.Example./api/admins?x=1', '/api/admins?x=1'],
    ['http://user@host/api/x', '/api/x'],
    ['http://host', '/'],
    ['http://host?x=1', '/?x=1'],
    ['//api//admins', '/api/admins'],
    ['http://host//api///admins?next=//x', '/api/admins?next=//x'],
  ])('writes %s as %s', (target, expected) => {
    expect(originForm(target)).toBe(expected);
  });

  it.each(['*', 'api/admins', 'ftp://host/api/admins', 'http://', 'http://host/api#x'])(
    'leaves %s for the router to refuse',
    (target) => {
      expect(originForm(target)).toBe(target);
    },
  );
});

describe('isApiPath', () => {
  it.each([
    ['/api', true],
    ['/api/x', true],
    ['/%61pi/x', true],
    ['/api%2Fadmins', true],
    ['http://h//api/x', true],
    ['/apix', false],
    ['/user/search', false],
    ['/%E0%A4%A', false],
  ])('%s is under /api: %s', (url, expected) => {
    expect(isApiPath(url)).toBe(expected);
  });
});
