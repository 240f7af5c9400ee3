import * as api from './index';
import * as actions from './names.actions';
import * as slice from './names.slice';

// Pins the public API of @kit/names: changing this list is a deliberate API change (STYLE.md).
describe('@kit/names public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'DEFAULT_NAME_ZONE',
      'NAMES_SAGA_TRIGGERS',
      'NAME_REGISTERED',
      'NAME_REGISTRATION_FAILED',
      'NAME_SUGGESTIONS_FAILED',
      'initialNamesState',
      'namesSagaLoadFailed',
      'selectNameRegistration',
      'selectNameSuggestions',
      'selectRegisteredName',
    ]);
  });

  it('leaves the action creators to @kit/names/actions, out of the first load (issue 22)', () => {
    expect(Object.keys(actions).sort()).toEqual([
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
    ]);
  });

  it('leaves the slice to @kit/names/slice, which the store injects when it is needed (issue 22)', () => {
    expect(Object.keys(slice)).toEqual(['namesSlice']);
    expect(api).not.toHaveProperty('namesSlice');
  });
});
