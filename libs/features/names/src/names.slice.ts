import { createSlice } from '@reduxjs/toolkit';
import {
  nameRegistered,
  nameRegistrationFailed,
  nameRegistrationReset,
  nameRegistrationStarted,
  nameSuggestionsCleared,
  nameSuggestionsFailed,
  nameSuggestionsFetched,
  nameSuggestionsStarted,
} from './names.actions';
import { initialNamesState } from './names.state';

/**
 * The names slice, mounted under `names`. Not in the store's first root reducer: the store
 * injects it when the name registration views or the names saga load (issue 22), and its actions
 * live in names.actions.ts, which the first load holds without this file. Each case is documented
 * at its action.
 */
export const namesSlice = createSlice({
  name: 'names',
  initialState: initialNamesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(nameRegistrationStarted, (state, action) => {
        state.registration = { status: 'registering', name: action.payload.name };
      })
      .addCase(nameRegistered, (state, action) => {
        const { name, address } = action.payload;
        state.registration = { status: 'success', name };
        state.registered[address.toLowerCase()] = name;
      })
      .addCase(nameRegistrationFailed, (state, action) => {
        const { name, error } = action.payload;
        state.registration = { status: 'error', ...(name !== undefined ? { name } : {}), error };
      })
      .addCase(nameRegistrationReset, (state) => {
        if (state.registration.status !== 'registering') state.registration = { status: 'idle' };
      })
      .addCase(nameSuggestionsStarted, (state, action) => {
        state.suggestions = { status: 'loading', query: action.payload.query, items: [] };
      })
      .addCase(nameSuggestionsFetched, (state, action) => {
        state.suggestions = { status: 'ready', ...action.payload };
      })
      .addCase(nameSuggestionsFailed, (state, action) => {
        state.suggestions = { status: 'error', items: [], ...action.payload };
      })
      .addCase(nameSuggestionsCleared, (state) => {
        state.suggestions = initialNamesState.suggestions;
      });
  },
});
