import { useLadleContext, type Story } from '@ladle/react';
import { GALLERY_SCENARIOS } from './gallery-scenarios';
import { ScenarioStage } from './ScenarioStage';

/** The story's control: the desktop card or the phone's bottom sheet. */
export interface StoryArgs {
  layout: 'card' | 'sheet';
}

/** A gallery story and the name of the scenario it draws. */
export type ScenarioStory = Story<StoryArgs> & { scenarioName: string };

/**
 * The story of the scenario named `name`: Kit's theme follows Ladle's theme switch (light when
 * Ladle's is `auto`), the layout the `layout` control (`arg-layout` in the URL).
 */
export function scenarioStory(name: string): ScenarioStory {
  const scenario = GALLERY_SCENARIOS.find((candidate) => candidate.name === name);
  if (scenario === undefined) throw new Error(`No view scenario is named "${name}"`);
  const story = ({ layout }: StoryArgs) => {
    const { globalState } = useLadleContext();
    const themeMode = globalState.theme === 'dark' ? 'dark' : 'light';
    return <ScenarioStage scenario={scenario} look={{ themeMode, mobile: layout === 'sheet' }} />;
  };
  return Object.assign(story, { scenarioName: name });
}
