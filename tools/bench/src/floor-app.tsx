// The floor: React + react-dom alone, doing the least a connect button can. A "Connect Wallet"
// button that, clicked, shows a dialog listing the wallets announced over EIP-6963. No library can
// show its button or its list sooner than this app on the same machine, so the bench divides Kit's
// times by these (issue 22: time to button and click to list at most 1.5x the floor's).
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Announced {
  info: { uuid: string; name: string; icon: string };
}

function FloorButton() {
  const [open, setOpen] = useState(false);
  const [wallets, setWallets] = useState<Announced['info'][]>([]);
  useEffect(() => {
    const announced = (event: Event) => {
      const { info } = (event as CustomEvent<Announced>).detail;
      setWallets((known) =>
        known.some((wallet) => wallet.uuid === info.uuid) ? known : [...known, info],
      );
    };
    window.addEventListener('eip6963:announceProvider', announced);
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    return () => window.removeEventListener('eip6963:announceProvider', announced);
  }, []);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open && (
        <div role="dialog" aria-label="Connect a wallet">
          <ul>
            {wallets.map((wallet) => (
              <li key={wallet.uuid}>
                <button type="button" className="floor-wallet">
                  <img src={wallet.icon} alt="" width={32} height={32} />
                  {wallet.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

createRoot(document.getElementById('root')!).render(<FloorButton />);
