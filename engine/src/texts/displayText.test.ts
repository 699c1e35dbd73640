import { describe, expect, it } from 'vitest';
import { displayText } from './displayText';

const shipNo = { en_US: 'B/L no.', th_TH: 'เลขที่ใบตราส่ง', zh_TW: '提運單號' };

describe('displayText', () => {
  it('shows the translation into the user language', () => {
    expect(displayText('提运单号', shipNo, { language: 'en_US' })).toBe('B/L no.');
    expect(displayText('提运单号', shipNo, { language: 'th_TH' })).toBe('เลขที่ใบตราส่ง');
    expect(displayText('提运单号', shipNo, { language: 'zh_TW' })).toBe('提運單號');
  });

  it('shows the main text in the default language and where a translation is missing or blank', () => {
    expect(displayText('提运单号', shipNo, { language: 'zh_CN' })).toBe('提运单号');
    expect(displayText('提运单号', { en_US: '  ' }, { language: 'en_US' })).toBe('提运单号');
    expect(displayText('提运单号', undefined, { language: 'th_TH' })).toBe('提运单号');
  });

  it("prefers an explicit zh_CN translation over the main text", () => {
    expect(displayText('Ship no', { zh_CN: '提运单号' }, { language: 'zh_CN' })).toBe('提运单号');
  });

  it("shows 'main|second' with a second display language (spec §1)", () => {
    expect(displayText('提运单号', shipNo, { language: 'en_US', secondLanguage: 'th_TH' })).toBe('B/L no.|เลขที่ใบตราส่ง');
    expect(displayText('提运单号', shipNo, { language: 'en_US', secondLanguage: 'zh_CN' })).toBe('B/L no.|提运单号');
    expect(displayText('提运单号', shipNo, { language: 'zh_CN', secondLanguage: 'en_US' })).toBe('提运单号|B/L no.');
  });

  it('leaves the second half out when that language lacks the text or it repeats the first', () => {
    expect(displayText('提运单号', { en_US: 'B/L no.' }, { language: 'en_US', secondLanguage: 'th_TH' })).toBe('B/L no.');
    expect(displayText('提运单号', undefined, { language: 'zh_CN', secondLanguage: 'en_US' })).toBe('提运单号');
    expect(displayText('提运单号', { zh_TW: '提运单号' }, { language: 'zh_CN', secondLanguage: 'zh_TW' })).toBe('提运单号');
    expect(displayText('提运单号', shipNo, { language: 'en_US', secondLanguage: 'en_US' })).toBe('B/L no.');
    expect(displayText('提运单号', shipNo, { language: 'en_US', secondLanguage: '' })).toBe('B/L no.');
  });
});
