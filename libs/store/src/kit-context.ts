import type { CloudClients } from '@kit/api';
import type { Clock, KitEnvironment, KitLogger, KitStorage } from '@kit/core';
import type { MultiWalletFlag, NetworkHint } from '@kit/connection';
import type { SiwxConfig } from '@kit/siwx';
import type { PairingHost } from '@kit/pairing';
import type { ConnectorRegistry } from './connector-registry';
import type { RpcClients } from './rpc-clients';

/**
 * The saga context: every non-serialisable service the sagas use (ARCHITECTURE.md "State and
 * effects"). Read with `getContext('<key>')`.
 */
export interface KitSagaContext {
  registry: ConnectorRegistry;
  storage: KitStorage;
  clock: Clock;
  logger: KitLogger;
  environment: KitEnvironment;
  window: Window | undefined;
  /** The network a connect asks for when its request names none (see @kit/connection). */
  networkHint: NetworkHint;
  /** Whether several connections per namespace stay live (the multiWallet flag, see @kit/connection). */
  multiWallet: MultiWalletFlag;
  /** The RPC client of each configured network. */
  rpc: RpcClients;
  /** The cloud service clients (explorer, config, analytics); each absent when not configured. */
  api: CloudClients;
  /** The sign-in config (createKit's `siwx`); absent means sign-in is off. */
  siwx?: SiwxConfig;
  /** The cloud-verified sign-in config used while reownAuthentication is on and `siwx` is absent. */
  hostedSiwx?: SiwxConfig;
  /** The WalletConnect connector host; absent when WalletConnect is not configured. */
  pairing?: PairingHost;
}
