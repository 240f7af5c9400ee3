// The gallery covers every view (issue 21 item 2): each scenario has its story, each view of
// VIEW_TITLES at least one scenario, and Ladle's build lists every story.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VIEW_TITLES } from '@kit/views/modal';
import { WORKSPACE_ROOT, galleryStories } from './support/gallery-build';
import { GALLERY_SCENARIOS } from './support/gallery-scenarios';

const STORIES_FILE = join(WORKSPACE_ROOT, 'apps/gallery/src/views.stories.tsx');
/** The scenario names the stories file draws, from its `scenarioStory('…')` calls. */
const storyScenarioNames = [
  ...readFileSync(STORIES_FILE, 'utf8').matchAll(/scenarioStory\(\s*'([^']+)',?\s*\)/g),
].map((match) => match[1]);

describe('the gallery', () => {
  it('has one story for every view scenario and none for a scenario that does not exist', () => {
    expect([...storyScenarioNames].sort()).toEqual(
      GALLERY_SCENARIOS.map((scenario) => scenario.name).sort(),
    );
  });

  it('draws every view of VIEW_TITLES in at least one state', () => {
    const drawn = new Set(GALLERY_SCENARIOS.map((scenario) => scenario.request.view));
    expect(Object.keys(VIEW_TITLES).filter((view) => !drawn.has(view as never))).toEqual([]);
  });

  it("lists every story in Ladle's build", () => {
    expect(galleryStories()).toHaveLength(storyScenarioNames.length);
  });
});
