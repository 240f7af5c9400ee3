// The example page: a Kit with the toy adapter only, on the toy node named by `?rpc=`.
import { createKit, createLocalSiwxConfig } from '@kit/react';
import { createRoot } from 'react-dom/client';
import { ToyAdapter } from '../adapter/toy-adapter';
import { toyDevnet } from '../adapter/toy-network';
import { ExampleApp } from './ExampleApp';

const params = new URLSearchParams(window.location.search);
const rpcUrl = params.get('rpc') ?? 'http://127.0.0.1:8899/';

const kit = createKit({
  networks: [toyDevnet(rpcUrl)],
  adapters: [new ToyAdapter()],
  metadata: {
    name: 'Toy chain dApp',
    description: 'A custom namespace through Kit',
    url: window.location.origin,
    icons: [],
  },
  // `?siwx=1` turns sign-in on: sessions in this browser, each signature checked before it counts.
  ...(params.get('siwx') === '1'
    ? { siwx: createLocalSiwxConfig({ statement: 'Sign in to the toy dApp.' }) }
    : {}),
});

createRoot(document.getElementById('root')!).render(<ExampleApp kit={kit} />);
