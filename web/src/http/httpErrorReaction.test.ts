import { describe, expect, it } from 'vitest';
import { reactToHttpFailure } from './httpErrorReaction';

const url = '/api/eform/x';

describe('reactToHttpFailure (spec §8)', () => {
  it.each([
    [403, 'http.accessDenied'],
    [404, 'http.notFound'],
    [504, 'http.networkTimeout'],
  ])('status %i toasts %s', (status, key) => {
    expect(reactToHttpFailure({ status, body: {}, url, hadToken: true })).toEqual({ toastKey: key, shouldLogoutAndReload: false });
  });

  it('shows "delete failed" on a 404 that says so, not "resource not found" (spec §7, §8)', () => {
    const body = { success: false, messageCode: 'formData/delete-failed', message: 'Delete failed: 1 of the 2 selected records no longer exist' };
    expect(reactToHttpFailure({ status: 404, body, url, hadToken: true })).toEqual({ serverMessage: body.message, shouldLogoutAndReload: false });
    expect(reactToHttpFailure({ status: 404, body: { messageCode: 'system/not-found', message: 'Resource not found' }, url, hadToken: true })).toEqual({ toastKey: 'http.notFound', shouldLogoutAndReload: false });
  });

  it('is silent on 500', () => {
    expect(reactToHttpFailure({ status: 500, body: { message: 'boom' }, url, hadToken: true })).toEqual({ shouldLogoutAndReload: false });
  });

  it('says multiple login when the 401 body mentions token.is.multiple', () => {
    const reaction = reactToHttpFailure({ status: 401, body: { message: 'token.is.multiple' }, url, hadToken: true });
    expect(reaction).toEqual({ toastKey: 'http.multipleLogin', shouldLogoutAndReload: true });
  });

  it('says unauthorized otherwise and reloads only when a token was held', () => {
    expect(reactToHttpFailure({ status: 401, body: {}, url, hadToken: false })).toEqual({ toastKey: 'http.unauthorized', shouldLogoutAndReload: false });
  });

  it('shows the server message for other statuses', () => {
    expect(reactToHttpFailure({ status: 409, body: { message: 'stale' }, url, hadToken: true })).toEqual({ serverMessage: 'stale', shouldLogoutAndReload: false });
  });

  it('never toasts for tracking-log urls', () => {
    const reaction = reactToHttpFailure({ status: 403, body: {}, url: '/api/system/log/operationlog', hadToken: true });
    expect(reaction.toastKey).toBeUndefined();
    expect(reactToHttpFailure({ status: 409, body: { message: 'x' }, url: '/api/system/log/operationlog', hadToken: true }).serverMessage).toBeUndefined();
  });
});
