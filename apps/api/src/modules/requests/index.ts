/** What other modules may use of modules/requests (apps/api/README.md "Modules"). */
export { requestsRoutes } from './routes';
export { expireRequests } from './expiry';
