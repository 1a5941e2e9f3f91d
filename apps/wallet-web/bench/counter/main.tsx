import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

/** The floor of the first-load bench: a bare Vite + React 19 counter, built in the same run. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Vite + React</h1>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        count is {count}
      </button>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <Counter />
  </StrictMode>,
);
