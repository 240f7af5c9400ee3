import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import type { SwapToken } from '@kit/api';
import { swapFromTokenSelected, swapToTokenSelected } from './swap.actions';
import { swapSlice } from './swap.slice';
import { selectSwapState } from './swap.state';

const token = (symbol: string): SwapToken => ({
  name: symbol,
  symbol,
  address: `eip155:1:0x${symbol.toLowerCase().padEnd(40, '0')}`,
  decimals: 18,
});
const ETH = token('ETH');
const USDC = token('USDC');
const DAI = token('DAI');

function pick(...actions: UnknownAction[]) {
  const store = configureStore({ reducer: { swap: swapSlice.reducer } });
  for (const action of actions) store.dispatch(action);
  const { fromToken, toToken } = selectSwapState(store.getState());
  return { from: fromToken?.symbol, to: toToken?.symbol };
}

describe('swap token pickers', () => {
  it('sets each side from its own picker', () => {
    expect(pick(swapFromTokenSelected(ETH), swapToTokenSelected(USDC))).toEqual({
      from: 'ETH',
      to: 'USDC',
    });
  });

  it("swaps the two when a picker is given the other side's token", () => {
    const base = [swapFromTokenSelected(ETH), swapToTokenSelected(USDC)];
    expect(pick(...base, swapFromTokenSelected(USDC))).toEqual({ from: 'USDC', to: 'ETH' });
    expect(pick(...base, swapToTokenSelected(ETH))).toEqual({ from: 'USDC', to: 'ETH' });
  });

  it("empties the other side when it took this side's token and this side had none", () => {
    expect(pick(swapToTokenSelected(DAI), swapFromTokenSelected(DAI))).toEqual({
      from: 'DAI',
      to: undefined,
    });
    expect(pick(swapFromTokenSelected(DAI), swapToTokenSelected(DAI))).toEqual({
      from: undefined,
      to: 'DAI',
    });
  });
});
