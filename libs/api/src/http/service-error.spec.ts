import { ChainRequestError, NotConfiguredError, UserRejectedRequestError } from '@kit/core';
import { ApiRequestError } from './api-request-error';
import { serializeServiceError } from './service-error';

const refusal = (serverReason?: string) =>
  new ApiRequestError('API_HTTP_ERROR', {
    method: 'POST',
    url: 'http://127.0.0.1:1/swap',
    reason: 'HTTP 400',
    status: 400,
    ...(serverReason !== undefined && { serverReason }),
  });

describe('serializeServiceError', () => {
  it("stores a service refusal with the service's own reason (spec §8)", () => {
    expect(serializeServiceError(refusal('Insufficient liquidity'))).toEqual({
      name: 'ApiRequestError',
      code: 'API_HTTP_ERROR',
      message: 'Insufficient liquidity',
    });
  });

  it('stores a refusal without a reason as the KitError it is', () => {
    const error = refusal();
    expect(serializeServiceError(error)).toEqual({
      name: 'ApiRequestError',
      code: 'API_HTTP_ERROR',
      message: error.shortMessage,
    });
  });

  it("stores the visitor's refusal as 'User rejected the request'", () => {
    expect(serializeServiceError({ code: 4001, message: 'denied' })).toEqual(
      new UserRejectedRequestError().toJSON(),
    );
  });

  it('stores other KitErrors as they are and anything else under the fallback code', () => {
    const notConfigured = new NotConfiguredError('PROVIDER_NOT_FOUND');
    expect(serializeServiceError(notConfigured)).toEqual(notConfigured.toJSON());
    expect(serializeServiceError(new Error('boom'))).toEqual(
      new ChainRequestError('UNKNOWN_ERROR').toJSON(),
    );
  });
});
