// The journeys launch Chromium the way every browser check of the workspace does (@kit/testing).
export { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '@kit/testing';
