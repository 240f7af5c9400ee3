import type { ProjectRegistry } from './project-registry';

/** What a request from a foreign origin gets: 403 with this body (spec §8's message first). */
export interface OriginRefusal {
  message: string;
  origin: string;
  projectId: string;
}

/**
 * The server-side allow-list: a request naming a known project from a browser `origin` the
 * project does not allow is refused, whatever its content type (a text/plain POST needs no CORS
 * preflight, so CORS headers alone never stopped it). No Origin (a server, curl) or an unknown
 * project (answered 401 by the route) is not refused here. The message starts with the real
 * services' 'Unauthorized: origin not allowed', which clients map to APKT002.
 */
export function originRefusal(
  projects: ProjectRegistry,
  origin: string | undefined,
  projectId: string | undefined,
): OriginRefusal | undefined {
  if (origin === undefined || projectId === undefined) return undefined;
  if (projects.get(projectId) === undefined) return undefined;
  if (projects.allowsOrigin(origin, projectId)) return undefined;
  return {
    message: `Unauthorized: origin not allowed: ${origin} is not an allowed origin of project ${projectId}`,
    origin,
    projectId,
  };
}
