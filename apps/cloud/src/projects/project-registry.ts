import { isOriginAllowed } from '@kit/core';
import type { CloudProject } from './cloud-project';

/** The projects the server knows, looked up by id. */
export interface ProjectRegistry {
  get(id: string | undefined): CloudProject | undefined;
  list(): readonly CloudProject[];
  /**
   * True when a browser at `origin` may read answers for the project. Without a known project id
   * (a preflight carries no header values; an unknown id must still read its 401) any project's
   * list counts, so only configured origins are ever let in.
   */
  allowsOrigin(origin: string, projectId: string | undefined): boolean;
}

/** Merges project lists by id, later lists winning (defaults, then the file, then options). */
export function mergeProjects(...lists: ReadonlyArray<readonly CloudProject[]>): CloudProject[] {
  const byId = new Map<string, CloudProject>();
  for (const project of lists.flat()) byId.set(project.id, project);
  return [...byId.values()];
}

/** A registry over a fixed list of projects. */
export function createProjectRegistry(projects: readonly CloudProject[]): ProjectRegistry {
  const byId = new Map(projects.map((project) => [project.id, project]));
  const everyOrigin = projects.flatMap((project) => project.allowedOrigins);
  return {
    get: (id) => (id === undefined ? undefined : byId.get(id)),
    list: () => projects,
    allowsOrigin(origin, projectId) {
      const project = projectId === undefined ? undefined : byId.get(projectId);
      return isOriginAllowed(origin, project ? project.allowedOrigins : everyOrigin);
    },
  };
}
