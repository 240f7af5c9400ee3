// The thin layer each browser engine implements for the cross-engine journeys: the journeys speak
// to an EnginePage only (see journey-page.ts), never to playwright-core, puppeteer-core or
// WebDriver themselves, so one journey file runs in every engine.

/** The engines the cross-engine journeys run in, by the name the tests carry. */
export type EngineName = 'Chromium' | 'Firefox ESR' | 'WebKitGTK';

/**
 * Where the engine finds things: the page itself or one of its frames. Every `find` below is a
 * JavaScript expression evaluated in that scope that yields an Element or null.
 */
export interface EngineScope {
  /** Evaluates `expression` in the scope and answers its JSON value (a promise is awaited). */
  evaluate<T>(expression: string): Promise<T>;
  /** Clicks the element `find` yields as a user would (pointer events); false when there is none. */
  click(find: string): Promise<boolean>;
  /** Types `text` into the (empty) field `find` yields with key events; false when there is none. */
  type(find: string, text: string): Promise<boolean>;
  /** The scope of the iframe element `find` yields (any origin), or null when there is none. */
  frame(find: string): Promise<EngineScope | null>;
  /**
   * A page's scopes only: another top-level window of the same page's browser (a popup it
   * opened) whose URL contains `urlPart`, or null while there is none.
   */
  popup?(urlPart: string): Promise<EngineScope | null>;
}

/** One tab of the engine, on its own fresh profile or context. */
export interface EnginePage extends EngineScope {
  /** Saves a PNG of the viewport (for a failure's artefacts). */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** What runs in every document of a page before the journey looks at it (the test wallet). */
export interface OpenOptions {
  url: string;
  /** A script (source text) run in each new document of the top frame. */
  initScript: string;
}

/** A running browser of one engine. */
export interface EngineBrowser {
  open(options: OpenOptions): Promise<EnginePage>;
  close(): Promise<void>;
}

/** One engine: how to start it, and what it cannot do here (for the tests' names). */
export interface Engine {
  name: EngineName;
  /**
   * True when the init script runs before the page's own scripts (Chromium's addInitScript,
   * Firefox's BiDi preload scripts); false when it can only run once the page has loaded
   * (classic WebDriver has no such command: the wallet then announces itself late, which
   * EIP-6963 allows and Kit's discovery keeps listening for).
   */
  initScriptBeforeLoad: boolean;
  /**
   * Whether the engine has IntersectionObserver v2 (`trackVisibility`), which Kit's secure site
   * needs before it offers Approve inside the modal's frame (apps/cloud approval-visibility.ts);
   * without it the frame offers its own approval window (a popup) instead.
   */
  visibilityChecks: boolean;
  launch(): Promise<EngineBrowser>;
}
