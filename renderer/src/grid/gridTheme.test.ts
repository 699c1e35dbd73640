import { describe, expect, it } from 'vitest';
import { isDarkBackground } from './gridTheme';

describe('isDarkBackground', () => {
  it.each(['rgb(36, 37, 37)', '#141414', '#000', 'rgba(20, 20, 20, 1)'])('takes %s (antd dark containers) as dark', (color) => expect(isDarkBackground(color)).toBe(true));
  it.each(['#ffffff', '#fff', 'rgb(250, 250, 250)', 'transparent', ''])('takes %s as light', (color) => expect(isDarkBackground(color)).toBe(false));
});
