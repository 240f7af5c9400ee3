import { CONSTANTS, ERROR_MESSAGES, formatMessage } from '@kit/core';
import { isValidAccountName } from '@kit/core/account-names';
import { DEFAULT_NAME_ZONE, selectNameRegistration, selectNameSuggestions } from '@kit/names';
import {
  nameRegistrationRequested,
  nameRegistrationReset,
  nameSuggestionsRequested,
} from '@kit/names/actions';
import { Button, ListItem, Text, TextInput } from '@kit/ui';
import { useState, type FormEvent } from 'react';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';

/** Spec §5's rule, in the catalogue's words. */
const NAME_RULE = formatMessage(ERROR_MESSAGES.INVALID_ACCOUNT_NAME, {
  min: CONSTANTS.NAME_MIN_LENGTH,
});

/**
 * RegisterAccountName: type a name (the zone is added), see free names like it, and Register.
 * The rule of spec §5 is shown under the field once something was typed; Register stays disabled
 * until the name follows it. While the wallet signs and the registration is posted the button
 * spins; the names saga then replaces this view with RegisterAccountNameSuccess, or shows it
 * again with the error.
 */
export function RegisterAccountNameView() {
  const dispatch = useKitDispatch();
  const registration = useKitSelector(selectNameRegistration);
  const suggestions = useKitSelector(selectNameSuggestions);
  const [name, setName] = useState(() =>
    registration.status === 'error' && registration.name !== undefined
      ? registration.name.replace(`.${DEFAULT_NAME_ZONE}`, '')
      : '',
  );
  const label = name.trim();
  const valid = isValidAccountName(label);
  const registering = registration.status === 'registering';
  const failure = registration.status === 'error' ? registration.error : undefined;

  const change = (value: string): void => {
    setName(value);
    dispatch(nameRegistrationReset());
    dispatch(nameSuggestionsRequested({ name: value }));
  };

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (valid && !registering) dispatch(nameRegistrationRequested({ name: label }));
  };

  // A few, so the field and Register stay in view.
  const shown = suggestions.query.trim() === label ? suggestions.items.slice(0, 5) : [];

  return (
    <form
      className="kit-view kit-register-name"
      onSubmit={submit}
      noValidate
      aria-busy={registering || undefined}
    >
      <TextInput
        label="Name"
        value={name}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => change(event.target.value)}
        error={label !== '' && !valid ? NAME_RULE : undefined}
        trailing={<span className="kit-name-zone">.{DEFAULT_NAME_ZONE}</span>}
        disabled={registering}
      />
      {shown.length > 0 && (
        <section className="kit-name-suggestions" aria-label="Suggestions">
          <Text as="h3" variant="small" tone="muted">
            Suggestions
          </Text>
          {shown.map((suggestion) => (
            <ListItem
              key={suggestion.name}
              title={suggestion.name}
              tag="Available"
              chevron={false}
              disabled={registering}
              onClick={() => change(suggestion.name.replace(`.${DEFAULT_NAME_ZONE}`, ''))}
            />
          ))}
        </section>
      )}
      {suggestions.status === 'error' && label !== '' && (
        <Text as="p" variant="small" tone="muted">
          {suggestions.error?.message}
        </Text>
      )}
      {failure !== undefined && (
        <Text as="p" variant="small" tone="error" role="alert">
          {failure.message}
        </Text>
      )}
      <Button type="submit" fullWidth disabled={!valid} loading={registering}>
        Register
      </Button>
    </form>
  );
}
