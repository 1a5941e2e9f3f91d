import { describe, expect, it } from 'vitest';
import { breadcrumbOf } from './shell-nav';
import { t } from './texts';

describe('breadcrumbOf (spec §2 header: the last matched route)', () => {
  it.each([
    ['/create-validator', 'Create validator'],
    ['/network/following', 'Network'],
    ['/distribution', 'Distribution'],
    ['/admin', 'Admin'],
    ['/permissions', 'Permissions'],
  ])('names %s "%s"', (path, label) => {
    const key = breadcrumbOf(path);
    expect(key && t(key)).toBe(label);
  });

  it('has none for a path it does not know', () => {
    expect(breadcrumbOf('/nowhere')).toBeNull();
  });
});
