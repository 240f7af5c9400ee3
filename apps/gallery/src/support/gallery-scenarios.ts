import {
  GALLERY_ONLY_SCENARIOS,
  VIEW_SCENARIOS,
  type ViewScenario,
} from '@kit/views/src/testing/view-scenarios';

/** Every state the gallery draws: the specs' view scenarios, then the gallery's own. */
export const GALLERY_SCENARIOS: ViewScenario[] = [...VIEW_SCENARIOS, ...GALLERY_ONLY_SCENARIOS];
