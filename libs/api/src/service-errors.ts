// @kit/api/service-errors: what a failed step that calls a cloud service stores (the service's own
// reason when it gave one). An entry of its own (issue 22): only the swap, on-ramp and
// smart-sessions sagas use it, from lazily loaded chunks; a file @kit/api's main entry reaches
// would be in the first load of every page whose lazy chunks use it.
export { serializeServiceError } from './http/service-error';
