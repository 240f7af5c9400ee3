import type { Page } from 'playwright-core';

// Reaches into the page: the test wallet the page was given (`window.kitTestWallet`) and the
// playground's Kit instance (`window.kit`).

/** The page's `window.kit`, typed by what the journeys read of it. */
interface PageKit {
  getState(): {
    connection: {
      errors: Record<string, { name: string; code: string; message: string } | undefined>;
    };
  };
}

/** The connect error the store holds for `namespace`, read from `window.kit` on the page. */
export function connectionError(
  page: Page,
  namespace: string,
): Promise<{ name: string; code: string; message: string } | null> {
  return page.evaluate(
    (ns) => (window as unknown as { kit: PageKit }).kit.getState().connection.errors[ns] ?? null,
    namespace,
  );
}

/** Calls `method` on the page's test wallet (`window.kitTestWallet`) with `args`. */
export function walletControl(page: Page, method: string, ...args: unknown[]): Promise<unknown> {
  return page.evaluate(
    ({ name, params }) => {
      const wallet = (
        window as unknown as { kitTestWallet: Record<string, (...values: unknown[]) => unknown> }
      ).kitTestWallet;
      return wallet[name]!(...params);
    },
    { name: method, params: args },
  );
}

/** The methods the page's test wallet received, in order. */
export function walletRequests(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (
      window as unknown as { kitTestWallet: { requests: Array<{ method: string }> } }
    ).kitTestWallet.requests.map((request) => request.method),
  );
}

/** Resolves once the page wallet holds a hanging request of `method` (see setBehaviour's hang). */
export function whenHung(page: Page, method: string): Promise<void> {
  return page.evaluate(
    (name) =>
      (
        window as unknown as { kitTestWallet: { whenHung(method: string): Promise<void> } }
      ).kitTestWallet.whenHung(name),
    method,
  );
}

/**
 * Makes the page's test wallet remember this site across reloads of the tab, as an installed
 * extension does after the visitor connected (the wallet reads it when the page loads).
 */
export function rememberWalletAuthorization(page: Page): Promise<void> {
  return page.evaluate(() => sessionStorage.setItem('kit-test-wallet:authorized', '1'));
}
