import { NAMES_SAGA_TRIGGERS, namesSagaLoadFailed } from './names-saga.loader';
import { nameRegistrationRequested, nameSuggestionsRequested } from './names.actions';
import { namesSlice } from './names.slice';
import { initialNamesState } from './names.state';

describe('the names saga loader', () => {
  it('is loaded by the registration and suggestions intents', () => {
    expect(NAMES_SAGA_TRIGGERS).toEqual([
      nameRegistrationRequested.type,
      nameSuggestionsRequested.type,
    ]);
  });

  it("fails a registration with 'Error registering name <name>' when the chunk does not load", () => {
    const failure = namesSagaLoadFailed(
      new Error('chunk'),
      nameRegistrationRequested({ name: ' alice ' }),
    );
    expect(namesSlice.reducer(initialNamesState, failure).registration).toEqual({
      status: 'error',
      name: 'alice',
      error: {
        name: 'KitError',
        code: 'NAME_REGISTER_FAILED',
        message: 'Error registering name alice',
      },
    });
  });

  it("fails suggestions with 'Error fetching name suggestions' when the chunk does not load", () => {
    const failure = namesSagaLoadFailed(
      new Error('chunk'),
      nameSuggestionsRequested({ name: 'bob' }),
    );
    expect(namesSlice.reducer(initialNamesState, failure).suggestions).toEqual({
      status: 'error',
      query: 'bob',
      items: [],
      error: {
        name: 'KitError',
        code: 'NAME_SUGGESTIONS_FAILED',
        message: 'Error fetching name suggestions',
      },
    });
  });
});
