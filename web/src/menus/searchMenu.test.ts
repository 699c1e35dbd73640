import { describe, expect, it } from 'vitest';
import { menuFixture } from './menuFixture';
import { searchMenu } from './searchMenu';

describe('searchMenu', () => {
  it('finds pages by title in any language, skipping groups', () => {
    expect(searchMenu(menuFixture, '用户').map((item) => item.id)).toEqual(['m-user']);
    expect(searchMenu(menuFixture, 'users').map((item) => item.id)).toEqual(['m-user']);
    expect(searchMenu(menuFixture, 'system').map((item) => item.id)).toEqual(['m-user', 'm-frame']);
  });

  it('finds nothing for blank text', () => {
    expect(searchMenu(menuFixture, '  ')).toEqual([]);
  });
});
