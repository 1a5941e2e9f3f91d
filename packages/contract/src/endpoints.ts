import type { z } from 'zod';
import { authEndpoints } from './auth';
import { defineEndpoints } from './define-endpoints';
import { autoCompoundEndpoints } from './auto-compound';
import { devEndpoints } from './dev';
import { eventEndpoints } from './events';
import { notificationEndpoints } from './notifications';
import { oauthEndpoints } from './oauth';
import { passkeyEndpoints, passkeySignInEndpoints } from './passkeys';
import { paymentRequestEndpoints } from './payment-requests';
import { chainPermissionEndpoints, sessionEndpoints } from './permissions';
import { recurringSendEndpoints } from './recurring-sends';
import { sessionHintEndpoints } from './session-hint';
import { socialEndpoints } from './social';
import { stakingEndpoints, tokenDetailEndpoints } from './staking';
import { transferEndpoints } from './transfers';
import { userEndpoints } from './users';
import { walletEndpoints } from './wallets';

/**
 * The endpoint table: every call of the API, assembled from the area files, where each row sits
 * beside its schemas (a new endpoint is one row in its area's `…Endpoints`). The order below is
 * the table's order, which the generated routes and the OpenAPI document follow; an area whose
 * rows are not contiguous in it gives two groups (passkeys, permissions, staking).
 */
export const endpoints = defineEndpoints({
  ...authEndpoints,
  ...passkeySignInEndpoints,
  ...sessionHintEndpoints,
  ...passkeyEndpoints,
  ...sessionEndpoints,
  ...userEndpoints,
  ...socialEndpoints,
  ...paymentRequestEndpoints,
  ...notificationEndpoints,
  ...eventEndpoints,
  ...oauthEndpoints,
  ...walletEndpoints,
  ...tokenDetailEndpoints,
  ...transferEndpoints,
  ...stakingEndpoints,
  ...autoCompoundEndpoints,
  ...recurringSendEndpoints,
  ...chainPermissionEndpoints,
  ...devEndpoints,
});

export type EndpointName = keyof typeof endpoints;
export type EndpointResponse<N extends EndpointName> = z.output<(typeof endpoints)[N]['response']>;

export type {
  EndpointArea,
  EndpointAuth,
  EndpointDefinition,
  HttpMethod,
} from './define-endpoints';
export { buildPath } from './paths';
