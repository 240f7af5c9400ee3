import { defaultMethods, EVM_PROFILE, type KitNetwork, type PairingSignIn } from '@kit/core';
import type { PairingSignInRequest } from '@kit/core';
import type { AuthTypes } from '@walletconnect/types';
import { formatMessage } from '@walletconnect/utils';

/**
 * The sign client's `authenticate` parameters (wc_sessionAuthenticate) for a sign-in request:
 * every configured eip155 chain, the dApp's chain first, and the session's eip155 methods (the
 * sign client turns them into a ReCap resource; without methods the wallet grants no session).
 * The sign client stamps its own `iat`, so `issuedAt` is not sent.
 */
export function authenticateParams(
  request: PairingSignInRequest,
  networks: readonly KitNetwork[],
): AuthTypes.SessionAuthenticateParams {
  const others = networks
    .filter((network) => network.chainNamespace === EVM_PROFILE.namespace)
    .map((network) => network.caipNetworkId as string)
    .filter((chain) => chain !== request.chainId);
  return {
    chains: [request.chainId, ...new Set(others)],
    domain: request.domain,
    uri: request.uri,
    nonce: request.nonce,
    methods: [...defaultMethods(EVM_PROFILE.namespace)],
    ...(request.statement === undefined ? {} : { statement: request.statement }),
    ...(request.expirationTime === undefined ? {} : { exp: request.expirationTime }),
    ...(request.notBefore === undefined ? {} : { nbf: request.notBefore }),
    ...(request.requestId === undefined ? {} : { requestId: request.requestId }),
    ...(request.resources === undefined ? {} : { resources: [...request.resources] }),
  };
}

/**
 * The sign-ins a wallet signed (CACAOs) as Kit's message + signature: the message is rebuilt
 * from the CACAO's payload exactly as the wallet wrote it (EIP-4361, the ReCap sentence added to
 * the statement), since that text is what was signed and what the SIWX config verifies.
 */
export function signInsOf(cacaos: readonly AuthTypes.Cacao[] | undefined): PairingSignIn[] {
  return (cacaos ?? []).map((cacao) => ({
    message: formatMessage(cacao.p, cacao.p.iss),
    signature: cacao.s.s,
  }));
}
