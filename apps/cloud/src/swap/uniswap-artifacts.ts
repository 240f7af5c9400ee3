import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Interface, keccak256, type InterfaceAbi } from 'ethers';

/** A compiled contract of the Uniswap V2 npm packages: its ABI and creation code (0x-prefixed). */
export interface UniswapArtifact {
  abi: InterfaceAbi;
  bytecode: string;
}

/** The four contracts the local swap pool is made of, as published on npm (not copied here). */
export interface UniswapArtifacts {
  weth: UniswapArtifact;
  factory: UniswapArtifact;
  router: UniswapArtifact;
  pair: UniswapArtifact;
  /** keccak256 of the pair's creation code: what CREATE2 pair addresses are derived from. */
  pairInitCodeHash: string;
}

// CommonJS (jest, tsx) has require; an ESM bundle resolves from the working directory instead.
const resolveFrom: NodeJS.Require =
  typeof require === 'function' ? require : createRequire(join(process.cwd(), 'index.js'));

function load(id: string): UniswapArtifact {
  const json = JSON.parse(readFileSync(resolveFrom.resolve(id), 'utf8')) as {
    abi?: InterfaceAbi;
    bytecode?: string;
  };
  if (!Array.isArray(json.abi) || typeof json.bytecode !== 'string' || json.bytecode === '') {
    throw new Error(`${id} has no abi and bytecode`);
  }
  const bytecode = json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`;
  return { abi: json.abi, bytecode };
}

let loaded: UniswapArtifacts | undefined;

/**
 * The artifacts, read on first use (about 0.9 MB of JSON: a cloud that never swaps never reads
 * them). The router's bytecode has the pair init code hash compiled in; the deployer checks on
 * the chain that it matches the factory's pairs.
 */
export function uniswapArtifacts(): UniswapArtifacts {
  if (loaded) return loaded;
  const pair = load('@uniswap/v2-core/build/UniswapV2Pair.json');
  loaded = {
    weth: load('@uniswap/v2-periphery/build/WETH9.json'),
    factory: load('@uniswap/v2-core/build/UniswapV2Factory.json'),
    router: load('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
    pair,
    pairInitCodeHash: keccak256(pair.bytecode),
  };
  return loaded;
}

/** The router functions the services call, with the ABI of the npm artifact. */
export function routerInterface(): Interface {
  return new Interface(uniswapArtifacts().router.abi);
}
