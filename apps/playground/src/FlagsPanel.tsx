import { DEFAULT_FEATURES } from '@kit/core';
import { SWITCHABLE_FEATURES, withFlag } from './flags';
import { flags } from './kit';

/** Checkboxes and selects that reload the page with other flags (they apply at createKit). */
export function FlagsPanel() {
  const go = (name: string, value: string) => {
    window.location.search = withFlag(window.location.search, name, value);
  };
  return (
    <details className="flags">
      <summary>Flags</summary>
      <label>
        Theme{' '}
        <select value={flags.theme} onChange={(event) => go('theme', event.target.value)}>
          <option value="light">light</option>
          <option value="dark">dark</option>
          <option value="system">system</option>
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={flags.cloud}
          onChange={(event) => go('cloud', event.target.checked ? 'on' : 'off')}
        />{' '}
        Cloud services
      </label>
      <label>
        <input
          type="checkbox"
          checked={flags.reconnect}
          onChange={(event) => go('reconnect', event.target.checked ? 'on' : 'off')}
        />{' '}
        Reconnect on load
      </label>
      <label>
        <input
          type="checkbox"
          checked={flags.bitcoin}
          onChange={(event) => go('bitcoin', event.target.checked ? 'on' : 'off')}
        />{' '}
        Bitcoin regtest
      </label>
      <label>
        <input
          type="checkbox"
          checked={flags.polkadot}
          onChange={(event) => go('polkadot', event.target.checked ? 'on' : 'off')}
        />{' '}
        Polkadot (chopsticks)
      </label>
      <label>
        Sign in with X{' '}
        <select value={flags.siwx} onChange={(event) => go('siwx', event.target.value)}>
          <option value="off">off</option>
          <option value="local">this browser</option>
          <option value="cloud">apps/cloud</option>
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={flags.siwxRequired}
          onChange={(event) => go('siwxRequired', event.target.checked ? 'on' : 'off')}
        />{' '}
        Sign-in required
      </label>
      <label>
        <input
          type="checkbox"
          checked={flags.solana}
          onChange={(event) => go('solana', event.target.checked ? 'on' : 'off')}
        />{' '}
        Solana (local chain)
      </label>
      <fieldset>
        <legend>Features (local; remote values override)</legend>
        {SWITCHABLE_FEATURES.map((name) => (
          <label key={name}>
            <input
              type="checkbox"
              checked={Boolean(flags.features[name] ?? DEFAULT_FEATURES[name])}
              onChange={(event) => go(name, event.target.checked ? 'on' : 'off')}
            />{' '}
            {name}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
