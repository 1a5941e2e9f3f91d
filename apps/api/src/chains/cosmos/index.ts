export { cosmosGateway } from './gateway';
export { type CosmosNode, connectCosmosNode, CosmosNodeError } from './node-client';
export { followCosmos } from './follower';
export { reconcileCosmos } from './cosmos-sends';
export { startCosmosFollower, cosmosFaucet } from './service';
