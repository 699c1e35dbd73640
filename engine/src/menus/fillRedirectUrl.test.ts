import { describe, expect, it } from 'vitest';
import { fillRedirectUrl, redirectContextFromUser, redirectUrlPlaceholders } from './fillRedirectUrl';

describe('fillRedirectUrl (spec §2 redirect-view placeholders)', () => {
  const context = redirectContextFromUser({
    id: 'u1', username: 'zhang', realname: '张 三&', orgId: 'o1', orgCode: 'D01', orgName: 'Dept', compCode: 'C0',
    userExtendInfo: { compCode: '3100000001', compName: 'ACME', socialCreditCode: '91310000MA1FL0000X', divisionId: 'd1', divisionCode: 'DV', divisionName: 'East', tenantId: 't1', tenantCode: 'T', tenantName: 'Tenant' },
  }, 'tok en');

  it('replaces every placeholder, URL-encoded', () => {
    const url = redirectUrlPlaceholders.map((name) => `${name}={${name}}`).join('&');
    expect(fillRedirectUrl(`https://x.example/?${url}`, context)).toBe(
      'https://x.example/?userId=u1&realname=%E5%BC%A0%20%E4%B8%89%26&username=zhang&orgId=o1&orgName=Dept&orgCode=D01&compCode=3100000001&compName=ACME'
      + '&socialCreditCode=91310000MA1FL0000X&divisionId=d1&divisionCode=DV&divisionName=East&tenantId=t1&tenantCode=T&tenantName=Tenant&token=tok%20en',
    );
  });
  it('missing values become empty; unknown names and double braces stay', () => {
    expect(fillRedirectUrl('/a?d={divisionId}&x={other}&n={{now}}', { token: 't' })).toBe('/a?d=&x={other}&n={{now}}');
  });
  it('the user-level company is used when the extended info lacks it', () => {
    expect(redirectContextFromUser({ compCode: 'C0', userExtendInfo: null }, 't').compCode).toBe('C0');
  });
});
