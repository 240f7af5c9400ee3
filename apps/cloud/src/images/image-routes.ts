import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CloudContext } from '../cloud-context';
import { requireProject } from '../projects/require-project';
import { HttpError } from '../server/http-error';
import { ASSET_IMAGES, CURRENCY_IMAGES, TOKEN_IMAGES } from './image-catalogue';
import { initialsOf, renderInitialsSvg } from './initials-svg';

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return (
    reply
      .type('image/svg+xml')
      // Generated from fixed data: safe to cache for a day in the browser and any proxy.
      .header('cache-control', 'public, max-age=86400')
      // An SVG opened as a document may run script; ours have none, and this keeps it that way.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff')
      .send(svg)
  );
}

function notFound(kind: string, id: string): HttpError {
  return new HttpError(404, `No ${kind} image '${id}'`);
}

type IdRequest = { Params: { id: string } };

/** The image endpoints of spec §7: wallet, network (asset), currency and token images as SVG. */
export function registerImageRoutes(app: FastifyInstance, context: CloudContext): void {
  const walletsByImage = new Map(context.wallets.map((wallet) => [wallet.image_id, wallet]));

  app.get<IdRequest>('/getWalletImage/:id', async (request, reply) => {
    requireProject(request, context.projects);
    const wallet = walletsByImage.get(request.params.id);
    if (!wallet) throw notFound('wallet', request.params.id);
    return sendSvg(reply, renderInitialsSvg(initialsOf(wallet.name), wallet.name, wallet.id));
  });

  app.get<IdRequest>('/public/getAssetImage/:id', async (request, reply) => {
    requireProject(request, context.projects);
    const name = ASSET_IMAGES.get(request.params.id);
    if (!name) throw notFound('asset', request.params.id);
    return sendSvg(reply, renderInitialsSvg(initialsOf(name), name, request.params.id));
  });

  app.get<IdRequest>('/public/getCurrencyImage/:id', async (request, reply) => {
    requireProject(request, context.projects);
    const code = request.params.id.toUpperCase();
    if (!CURRENCY_IMAGES.has(code)) throw notFound('currency', request.params.id);
    return sendSvg(reply, renderInitialsSvg(code, code, `currency:${code}`));
  });

  app.get<IdRequest>('/public/getTokenImage/:id', async (request, reply) => {
    requireProject(request, context.projects);
    const symbol = request.params.id.toUpperCase();
    if (!TOKEN_IMAGES.has(symbol)) throw notFound('token', request.params.id);
    return sendSvg(reply, renderInitialsSvg(symbol, symbol, `token:${symbol}`));
  });
}
