import * as api from './index';

// Pins the public API of @kit/names: changing this list is a deliberate API change (STYLE.md).
describe('@kit/names public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'DEFAULT_NAME_ZONE',
      'NAMES_SAGA_TRIGGERS',
      'initialNamesState',
      'nameRegistered',
      'nameRegistrationFailed',
      'nameRegistrationRequested',
      'nameRegistrationReset',
      'nameRegistrationStarted',
      'nameSuggestionsCleared',
      'nameSuggestionsFailed',
      'nameSuggestionsFetched',
      'nameSuggestionsRequested',
      'nameSuggestionsStarted',
      'namesSagaLoadFailed',
      'namesSlice',
      'selectNameRegistration',
      'selectNameSuggestions',
      'selectRegisteredName',
    ]);
  });
});
