import { Hono } from 'hono';
import type { Validator } from '@optwallet/ledger';
import { consensusBech32 } from '../chain/keys';
import { decText } from '../chain/legacy-dec';
import { SLASHING_PARAMS as P } from '../chain/module-params';
import type { OptchainNode } from '../chain/node';
import { signingInfoKey, signingInfoOf } from '../chain/signing-info';
import { notFound } from './errors';
import { pageJson, pageOf } from './pagination';

function signingInfoJson(v: Validator, height: number) {
  const info = signingInfoOf(v, height);
  return {
    address: info.address,
    start_height: info.startHeight.toString(),
    index_offset: info.indexOffset.toString(),
    jailed_until: '1970-01-01T00:00:00Z',
    tombstoned: false,
    missed_blocks_counter: info.missedBlocksCounter.toString(),
  };
}

/** x/slashing: params and one signing info per validator (nothing is ever slashed here). */
export function slashingRoutes(node: OptchainNode): Hono {
  const { app, views } = node;
  const routes = new Hono();
  const height = () => app.last?.height ?? 0;

  routes.get('/cosmos/slashing/v1beta1/params', (c) =>
    c.json({
      params: {
        signed_blocks_window: P.signedBlocksWindow.toString(),
        min_signed_per_window: decText(P.minSignedPerWindow),
        downtime_jail_duration: `${P.downtimeJailDurationSeconds}s`,
        slash_fraction_double_sign: decText(P.slashFractionDoubleSign),
        slash_fraction_downtime: decText(P.slashFractionDowntime),
      },
    }),
  );
  routes.get('/cosmos/slashing/v1beta1/signing_infos', async (c) => {
    const page = pageOf(c, await app.serial(() => views.validators()), signingInfoKey);
    return c.json({
      info: page.items.map((v) => signingInfoJson(v, height())),
      pagination: pageJson(page),
    });
  });
  routes.get('/cosmos/slashing/v1beta1/signing_infos/:address', async (c) => {
    const address = c.req.param('address');
    const v = (await app.serial(() => views.validators())).find(
      (x) => consensusBech32(x.operatorAddress) === address,
    );
    if (!v) throw notFound(`SigningInfo not found for validator ${address}`);
    return c.json({ val_signing_info: signingInfoJson(v, height()) });
  });
  return routes;
}
