import { INTEGRATOR_ALERTS, isKitError } from '@kit/core';
import { apiErrorCodeForStatus, ApiRequestError, isApiRequestError } from './api-request-error';

describe('apiErrorCodeForStatus', () => {
  it.each([
    [429, 'RATE_LIMITED'],
    [500, 'SERVER_ERROR'],
    [599, 'SERVER_ERROR'],
    [401, 'API_HTTP_ERROR'],
    [404, 'API_HTTP_ERROR'],
    [600, 'API_HTTP_ERROR'],
  ] as const)('maps HTTP %i to %s', (status, code) => {
    expect(apiErrorCodeForStatus(status)).toBe(code);
  });
});

describe('ApiRequestError', () => {
  it('is a KitError whose message names the endpoint but not its query', () => {
    const error = new ApiRequestError('SERVER_ERROR', {
      url: 'https://api.example/appkit/v1/config?projectId=secret',
      method: 'GET',
      reason: 'HTTP 500: boom',
      status: 500,
    });
    expect(isKitError(error)).toBe(true);
    expect(error.name).toBe('ApiRequestError');
    expect(error.shortMessage).toBe('Server error');
    expect(error.message).toBe(
      'Server error\n\nDetails: HTTP 500: boom (GET https://api.example/appkit/v1/config)',
    );
    expect(error.toJSON()).toEqual({
      name: 'ApiRequestError',
      code: 'SERVER_ERROR',
      message: 'Server error',
    });
  });

  it('carries the alert of a server message of spec §8', () => {
    const error = new ApiRequestError('API_HTTP_ERROR', {
      url: 'https://api.example/x',
      method: 'GET',
      reason: 'HTTP 403',
      serverMessage: 'Unauthorized: origin not allowed',
    });
    expect(error.alert).toEqual(INTEGRATOR_ALERTS.APKT002);
  });

  it('is recognised by isApiRequestError, optionally by code', () => {
    const error = new ApiRequestError('RATE_LIMITED', { url: 'x', method: 'GET', reason: 'r' });
    expect(isApiRequestError(error)).toBe(true);
    expect(isApiRequestError(error, 'RATE_LIMITED')).toBe(true);
    expect(isApiRequestError(error, 'SERVER_ERROR')).toBe(false);
    expect(isApiRequestError(new Error('x'))).toBe(false);
  });
});
