export { type CosmosNode, connectCosmosNode } from './node-client';
export { followCosmos } from './follower';
export { reconcileCosmos } from './cosmos-sends';
export { waitForCosmosNode } from './wait-for-node';
