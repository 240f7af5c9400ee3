import type { FastifyRequest } from 'fastify';

/** The project id and SDK type/version a caller sent, from the query or the x-* headers. */
export interface ProjectParams {
  projectId?: string;
  sdkType?: string;
  sdkVersion?: string;
}

function first(value: unknown): string | undefined {
  const single = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof single === 'string' && single.trim() !== '' ? single.trim() : undefined;
}

/** A query parameter as one string (the first when repeated), or undefined when absent or blank. */
export function queryParam(request: FastifyRequest, name: string): string | undefined {
  return first((request.query as Record<string, unknown> | undefined)?.[name]);
}

/**
 * Reads `projectId`/`st`/`sv` from the query or `x-project-id`/`x-sdk-type`/`x-sdk-version`
 * from the headers, as the real services accept both. The query wins: it is what a browser can
 * send without a CORS preflight, and what an <img> or a beacon can send at all.
 */
export function readProjectParams(request: FastifyRequest): ProjectParams {
  const params: ProjectParams = {};
  const projectId = queryParam(request, 'projectId') ?? first(request.headers['x-project-id']);
  const sdkType = queryParam(request, 'st') ?? first(request.headers['x-sdk-type']);
  const sdkVersion = queryParam(request, 'sv') ?? first(request.headers['x-sdk-version']);
  if (projectId !== undefined) params.projectId = projectId;
  if (sdkType !== undefined) params.sdkType = sdkType;
  if (sdkVersion !== undefined) params.sdkVersion = sdkVersion;
  return params;
}
