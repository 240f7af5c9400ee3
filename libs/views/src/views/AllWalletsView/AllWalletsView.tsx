import type { ConnectorDescriptor } from '@kit/core';
import {
  connectRequested,
  selectActiveNamespace,
  selectConnectors,
  selectNamespaceFilter,
} from '@kit/connection';
import { mergeMultiChainConnectors } from '@kit/connection/views';
import { pushed, selectModalHistory } from '@kit/modal';
import { selectFeatures, selectOptions } from '@kit/options';
import { Button, ErrorIcon, ListItem, SearchInput, Text, WalletImage } from '@kit/ui';
import {
  nextPageRequested,
  selectAllWallets,
  selectHasMoreWallets,
  selectWalletSearch,
  selectWalletsError,
  selectWalletsStatus,
  walletSearchChanged,
  walletsRequested,
  walletsRetryRequested,
  type WalletEntry,
} from '@kit/wallets';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LegalCheckbox } from '../../components/LegalCheckbox/LegalCheckbox';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { StatusPanel } from '../../components/StatusPanel/StatusPanel';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';
import { usePairingView } from '../../store/use-pairing-view';
import { OtherWaysToConnect } from './OtherWaysToConnect';

/** A row's height in px: a 56px ListItem and the 8px gap under it. */
const ROW_HEIGHT = 64;
/** Ask for the next page when the last rendered row is this close to the end of the list. */
const PAGE_AHEAD = 8;
const INSTALLED_TYPES = new Set(['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN']);
/** The height assumed while the list box has none (not laid out yet, or no layout engine). */
const FALLBACK_HEIGHT = ROW_HEIGHT * 8;
/**
 * Rows rendered beyond each edge of the box. Each is a row mounted (React, style, layout, paint) on
 * every wheel step that jumps past the window, so few: 6 made a 2,400 px step mount 20 rows, 2 make
 * it about 12. Keyboard focus moving to the next row still finds it rendered.
 */
const OVERSCAN = 2;
/** Every row is as tall: one stable function, so the virtualiser keeps its measurements. */
const estimateRowSize = () => ROW_HEIGHT;

/** One row: an installed connector (connects in place) or an explorer wallet (pairs by QR). */
type WalletRow =
  | { kind: 'connector'; key: string; connector: ConnectorDescriptor }
  | { kind: 'wallet'; key: string; wallet: WalletEntry };

/**
 * AllWallets: the explorer catalogue, searchable. The list is virtualised (only the rows in view
 * are in the DOM) and loads pages of 40 as it scrolls; skeleton rows stand in while a page loads.
 * The search text goes to the store as typed (the saga trims and debounces it 300 ms) and shows
 * up to 100 results. A failed load has its own error and Retry; without a configured cloud the
 * catalogue is 'unavailable' and only the installed wallets are listed.
 */
export function AllWalletsView() {
  const dispatch = useKitDispatch();
  const pairingView = usePairingView();
  const status = useKitSelector(selectWalletsStatus);
  const error = useKitSelector(selectWalletsError);
  const wallets = useKitSelector(selectAllWallets);
  const hasMore = useKitSelector(selectHasMoreWallets);
  const search = useKitSelector(selectWalletSearch);
  const connectors = useKitSelector(selectConnectors);
  const namespaceFilter = useKitSelector(selectNamespaceFilter);
  const activeNamespace = useKitSelector(selectActiveNamespace);
  const features = useKitSelector(selectFeatures);
  const options = useKitSelector(selectOptions);
  const isFirstView = useKitSelector((state) => selectModalHistory(state).length === 1);
  const [text, setText] = useState(search.query);
  const [agreed, setAgreed] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (status === 'idle') dispatch(walletsRequested());
  }, [dispatch, status]);

  const searching = search.query !== '';
  // Reached from Connect the visitor already agreed there; as the first view (mobile) ask here.
  const gated = features.legalCheckbox && isFirstView && !agreed;

  // The installed rows come first, then the catalogue (or the search results). Rows are looked up
  // by index, not built into one array: that array, one object per loaded wallet, was rebuilt with
  // every page (5,000 objects per page at the end of the catalogue), garbage that kept the
  // collector busy while scrolling. Only the dozen rows in the window get a row object.
  const installed = useMemo((): WalletRow[] => {
    if (searching) return [];
    // One wallet in several namespaces is one row (MULTI_CHAIN), acting for the active namespace.
    return mergeMultiChainConnectors(
      connectors.filter((connector) => namespaceFilter[connector.chain] !== false),
      activeNamespace,
    )
      .filter((connector) => INSTALLED_TYPES.has(connector.type))
      .map((connector): WalletRow => ({ kind: 'connector', key: connector.id, connector }));
  }, [searching, connectors, namespaceFilter, activeNamespace]);
  const listed = searching ? search.results : wallets;
  const rowCount = installed.length + listed.length;
  const rowAt = (index: number): WalletRow | undefined => {
    if (index < installed.length) return installed[index];
    const wallet = listed[index - installed.length];
    return wallet && { kind: 'wallet', key: wallet.id, wallet };
  };

  const listStatus = searching ? search.status : status;
  const loading = listStatus === 'loading';
  // A loading row at the end while the next page (or the search) is on its way.
  const count = rowCount + (loading && rowCount > 0 ? 1 : 0);
  // Changes only with the rows: a new function on every render would make the virtualiser recompute
  // the positions of every row (thousands, once paged far) on every scroll frame.
  const getItemKey = useCallback(
    (index: number) =>
      index < installed.length
        ? installed[index]!.key
        : (listed[index - installed.length]?.id ?? `loading-${index}`),
    [installed, listed],
  );
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: estimateRowSize,
    overscan: OVERSCAN,
    getItemKey,
    // Rows have fixed positions, so a scroll that keeps the same rows in the window needs no
    // render: the view re-renders only when the window of rows (or scrolling) changes.
    directDomUpdates: true,
    // The rows a scroll brings are rendered in a task after the scroll's frame, not inside it (the
    // default flushSync): the frame then holds only style, layout and paint, and the render is a
    // task of its own, each about half of what they made together (a wheel step at 4x CPU was one
    // ~150 ms task). A threaded scroll already shows the area before the main thread fills it, so
    // this adds at most one frame to a row appearing after a jump past the window.
    useFlushSync: false,
    // An unmeasured box (height 0) would render no row at all: assume a screenful instead.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) =>
        report(rect.height > 0 ? rect : { width: rect.width, height: FALLBACK_HEIGHT }),
      ),
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? -1;

  useEffect(() => {
    if (searching || !hasMore || status !== 'ready') return;
    if (lastIndex < rowCount - PAGE_AHEAD) return;
    // In a task of its own, not in the scroll's: the request (the saga, the fetch, the loading
    // row and the re-render it brings) would otherwise lengthen the frame that shows the new rows.
    const timer = setTimeout(() => dispatch(nextPageRequested()), 0);
    return () => clearTimeout(timer);
  }, [dispatch, searching, hasMore, status, lastIndex, rowCount]);

  // Stable, so the memoised rows below keep rendering nothing when the view re-renders.
  const choose = useCallback(
    (row: WalletRow): void => {
      if (row.kind === 'wallet') {
        dispatch(pushed(pairingView, { wallet: { id: row.wallet.id, name: row.wallet.name } }));
        return;
      }
      const { id, name, type } = row.connector;
      const data = { wallet: { id, name }, connectorId: id };
      if (type === 'WALLET_CONNECT') {
        dispatch(pushed(pairingView, data));
        return;
      }
      dispatch(connectRequested({ connectorId: id }));
      dispatch(pushed('ConnectingExternal', data));
    },
    [dispatch, pairingView],
  );

  const retry = (): void => {
    dispatch(walletsRetryRequested());
  };

  let body;
  if (listStatus === 'error' && rowCount === 0) {
    const message = searching ? search.error?.message : error?.message;
    body = (
      <StatusPanel
        tone="error"
        media={<ErrorIcon size={40} />}
        heading={searching ? 'Search failed' : "Couldn't load wallets"}
        message={message ?? 'Check your connection and try again.'}
        actions={
          <Button variant="secondary" fullWidth onClick={retry}>
            Retry
          </Button>
        }
      />
    );
  } else if (loading && rowCount === 0) {
    body = (
      <div className="kit-list" aria-busy="true" aria-label="Loading wallets" role="status">
        <Skeleton rows={6} />
      </div>
    );
  } else if (rowCount === 0) {
    body = (
      <Text as="p" tone="muted" align="center" className="kit-empty" role="status">
        {searching
          ? `No wallet matches “${search.query}”.`
          : status === 'unavailable'
            ? 'The wallet catalogue is not available. Install a browser wallet to connect.'
            : 'No wallet to show.'}
      </Text>
    );
  } else {
    body = (
      <div ref={scrollRef} className="kit-all-wallets-scroll" data-testid="kit-all-wallets-scroll">
        <ul
          className="kit-virtual-list"
          aria-label={searching ? 'Search results' : 'Wallets'}
          aria-busy={loading || undefined}
          style={{ height: virtualizer.getTotalSize() }}
        >
          {items.map((item) => {
            const row = rowAt(item.index);
            return (
              <li
                key={item.key}
                className="kit-virtual-row"
                aria-setsize={hasMore && !searching ? -1 : rowCount}
                aria-posinset={item.index + 1}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {row === undefined ? (
                  <Skeleton />
                ) : (
                  <WalletRowButton
                    row={row}
                    gated={gated}
                    settled={!virtualizer.isScrolling}
                    onChoose={choose}
                  />
                )}
              </li>
            );
          })}
        </ul>
        {listStatus === 'error' && (
          <div className="kit-inline-error" role="alert">
            <Text variant="small" tone="error">
              {(searching ? search.error?.message : error?.message) ?? "Couldn't load more wallets"}
            </Text>
            <Button variant="secondary" size="sm" onClick={retry}>
              Retry
            </Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="kit-view kit-all-wallets">
      {features.legalCheckbox && isFirstView && (
        <LegalCheckbox
          checked={agreed}
          onCheckedChange={setAgreed}
          termsConditionsUrl={options.termsConditionsUrl}
          privacyPolicyUrl={options.privacyPolicyUrl}
        />
      )}
      {isFirstView && <OtherWaysToConnect />}
      <SearchInput
        aria-label="Search wallets"
        placeholder="Search wallet"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          dispatch(walletSearchChanged({ query: event.currentTarget.value }));
        }}
        onClear={() => {
          setText('');
          dispatch(walletSearchChanged({ query: '' }));
        }}
      />
      {/* The result count is announced politely as it changes; the list itself is not live. */}
      <span role="status" className="kit-sr-only">
        {searching && search.status === 'ready' && search.results.length > 0
          ? resultCount(search.results.length)
          : ''}
      </span>
      {body}
    </div>
  );
}

/** What a row shows: its connector or wallet (a wallet's row object is made at each render). */
const rowSubject = (row: WalletRow) => (row.kind === 'connector' ? row.connector : row.wallet);

/**
 * One row's button. Memoised on what it shows, so a page arriving or the window moving by a row
 * renders only the rows that came into view, not every row already on screen. A row mounted while
 * the list scrolls holds its picture back until the scroll settles (the virtualiser's isScrolling
 * goes false, 150 ms after the last scroll event): a fast scroll then requests, decodes and paints
 * no picture of the rows it flies past, and the pictures of the rows it stops on arrive in a frame
 * of their own, not in the frames that mount rows (a dozen pictures, each a wallet's logo as SVG,
 * painted in the frame that mounted their rows made the longest tasks of a scroll at 4x CPU).
 * Once shown, a picture stays through later scrolls.
 */
const WalletRowButton = memo(
  function WalletRowButton({
    row,
    gated,
    settled,
    onChoose,
  }: {
    row: WalletRow;
    gated: boolean;
    /** Whether the list is at rest (not scrolling). */
    settled: boolean;
    onChoose: (row: WalletRow) => void;
  }) {
    const [pictured, setPictured] = useState(settled);
    if (settled && !pictured) setPictured(true);
    const image =
      row.kind === 'connector' ? (
        <WalletImage src={row.connector.imageUrl} name={row.connector.name} pending={!pictured} />
      ) : (
        <WalletImage src={row.wallet.imageUrl} name={row.wallet.name} pending={!pictured} />
      );
    return row.kind === 'connector' ? (
      <ListItem
        title={row.connector.name}
        image={image}
        tag="Installed"
        disabled={gated}
        onClick={() => onChoose(row)}
      />
    ) : (
      <ListItem
        title={row.wallet.name}
        image={image}
        disabled={gated}
        onClick={() => onChoose(row)}
      />
    );
  },
  // A scroll starting renders no row (the pictures shown stay); its end renders the rows so those
  // that mounted during it show their pictures.
  (before, after) =>
    before.gated === after.gated &&
    before.onChoose === after.onChoose &&
    (before.settled === after.settled || !after.settled) &&
    rowSubject(before.row) === rowSubject(after.row),
);

/** How a search's result count is announced (none: the empty state's own status says it). */
function resultCount(count: number): string {
  return count === 1 ? '1 wallet found' : `${count} wallets found`;
}
