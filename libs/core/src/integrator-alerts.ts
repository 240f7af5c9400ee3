// @kit/core/integrator-alerts: the integrator alerts' texts (spec §8). An entry of its own (issue
// 22): the console and the error reports need them once an alert is raised, which most visits
// never do, and a file @kit/core's main entry reaches would be in the first load of every page
// whose lazy chunks use it. The codes, and which server messages stand for one, stay in @kit/core.
export { INTEGRATOR_ALERTS } from './errors/integrator-alerts';
