/** A publishable workspace package. */
export interface WorkspacePackage {
  name: string;
  /** Absolute path of its folder. */
  root: string;
  /** Its package.json. */
  manifest: {
    name: string;
    version: string;
    private?: boolean;
    sideEffects?: boolean;
    files?: string[];
    bin?: Record<string, string>;
    engines?: Record<string, string>;
    exports?: Record<string, string | Record<string, string>>;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
}
export declare const workspaceRoot: string;
/** Every package.json under libs/ and apps/ without `"private": true`, by name. */
export declare function publishablePackages(): WorkspacePackage[];
