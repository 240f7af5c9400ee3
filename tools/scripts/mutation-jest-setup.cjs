// Loaded into every jest run of a mutation test (tools/scripts/mutation-config.mjs). A property
// that a mutant breaks should fail the run at once: shrinking the counterexample only helps a
// person reading it, and it costs a mutant run many times its tests' usual time.
const fc = require('fast-check');

fc.configureGlobal({ ...fc.readConfigureGlobal(), endOnFailure: true });
