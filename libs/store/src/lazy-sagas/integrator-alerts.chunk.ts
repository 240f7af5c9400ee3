// The integrator alerts' texts' chunk's entry (see lazy-saga-anchor.ts): the console and the error
// reports look them up once an alert is raised, which most visits never do (issue 22).
export { INTEGRATOR_ALERTS } from '@kit/core/integrator-alerts';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';
