// The local OpenID Connect provider as its own process (oidc-provider is an ES module, which the
// CommonJS test runner cannot load): prints `{"issuer":…}` as one JSON line, stops on SIGTERM.
import { startLocalOidcProvider } from './local-oidc-provider';

void startLocalOidcProvider().then((provider) => {
  console.log(JSON.stringify({ issuer: provider.issuer }));
  const stop = () => void provider.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // The parent's end (a killed test run) ends us too.
  process.stdin.on('end', stop);
  process.stdin.resume();
});
