import * as api from './index';
import * as slice from './names.slice';

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
      'selectNameRegistration',
      'selectNameSuggestions',
      'selectRegisteredName',
    ]);
  });

  it('leaves the slice to @kit/names/slice, which the store injects when it is needed (issue 22)', () => {
    expect(Object.keys(slice)).toEqual(['namesSlice']);
    expect(api).not.toHaveProperty('namesSlice');
  });
});
