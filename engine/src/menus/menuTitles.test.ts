import { describe, expect, it } from 'vitest';
import { menuTitlesOf } from './menuTitles';

describe('menuTitlesOf', () => {
  it('takes each language from the translations, falling back to the main text for a missing or blank one', () => {
    expect(menuTitlesOf('Shipments', { zh_CN: '运单', th_TH: ' ', zh_TW: '運單' })).toEqual({ zhCn: '运单', enUs: 'Shipments', thTh: 'Shipments', zhTw: '運單' });
  });

  it('is the main text in every language without translations', () => {
    expect(menuTitlesOf('运单')).toEqual({ zhCn: '运单', enUs: '运单', thTh: '运单', zhTw: '运单' });
  });
});
