export { type CosmosNode, connectCosmosNode, isUnreachable } from './node-client';
export { followCosmos } from './follower';
export { reconcileCosmos } from './cosmos-sends';
export { waitForCosmosNode } from './wait-for-node';
export { accountOn } from './messages';
export { refreshEveryReward } from './staking-index';
