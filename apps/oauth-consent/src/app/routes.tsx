import type { RouteObject } from 'react-router';

function IncompleteRequest() {
  return (
    <main>
      <h1>This request is incomplete</h1>
      <p>
        An app that asks for access to your OptWallet account must send you here with its client
        id and return address. Go back to the app and start again.
      </p>
    </main>
  );
}

export const routes: RouteObject[] = [{ path: '*', element: <IncompleteRequest /> }];
