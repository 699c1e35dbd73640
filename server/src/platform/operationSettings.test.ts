import { describe, expect, it } from 'vitest';
import { operationSettings } from './operationSettings';

describe('operationSettings', () => {
  it('defaults to no demo mode, a sheet of export rows and 10M uploads', () => {
    expect(operationSettings({})).toEqual({ isDemoMode: false, exportMaxRows: 1_048_575, uploadLimitMegabytes: 10 });
  });

  it('reads the operator\'s values', () => {
    expect(operationSettings({ WHARF_DEMO_MODE: 'true', WHARF_EXPORT_MAX_ROWS: '5000', WHARF_UPLOAD_LIMIT_MB: '2' })).toEqual({ isDemoMode: true, exportMaxRows: 5000, uploadLimitMegabytes: 2 });
    expect(operationSettings({ WHARF_DEMO_MODE: '1' }).isDemoMode).toBe(true);
    expect(operationSettings({ WHARF_DEMO_MODE: '0' }).isDemoMode).toBe(false);
  });

  it('stops the start on a bad value, naming the setting', () => {
    expect(() => operationSettings({ WHARF_DEMO_MODE: 'yes' })).toThrow(/WHARF_DEMO_MODE/);
    expect(() => operationSettings({ WHARF_EXPORT_MAX_ROWS: '0' })).toThrow(/WHARF_EXPORT_MAX_ROWS/);
    expect(() => operationSettings({ WHARF_EXPORT_MAX_ROWS: '2000000' })).toThrow(/at most 1048575/);
    expect(() => operationSettings({ WHARF_UPLOAD_LIMIT_MB: '1.5' })).toThrow(/WHARF_UPLOAD_LIMIT_MB/);
  });
});
