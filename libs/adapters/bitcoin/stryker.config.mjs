// Mutation testing for the bitcoin adapter's money, key and address rules (docs/testing.md): coin
// selection and fees, BIP-322 signatures, the known networks and the transfer (planned against a
// scripted Esplora, signed by a stand-in). Only the fast unit specs run: the regtest integration
// spec would start its ledger for every mutant.
import { defineMutationConfig } from '../../../tools/scripts/mutation-config.mjs';

export default defineMutationConfig(import.meta.url, {
  mutate: [
    'src/coin-selection.ts',
    'src/bip322.ts',
    'src/bitcoin-network-ids.ts',
    'src/send-transfer.ts',
  ],
  specs: [
    'src/coin-selection*.spec.ts',
    'src/bip322*.spec.ts',
    'src/bitcoin-network-ids.spec.ts',
    'src/send-transfer.spec.ts',
  ],
  // Under load a jest run here takes seconds; with the default limit slow runs counted as
  // timeouts and restarted a worker each.
  timeoutMS: 20000,
  thresholds: { high: 95, low: 90, break: 90 },
});
