/**
 * The splash of index.html (markup and `.boot` styles from tooling/vite-config's bootSplash),
 * while the first screen's chunks load.
 */
export function Splash() {
  return (
    <div className="boot" role="status" aria-label="Loading OptWallet">
      <div>
        OptWallet
        <div className="boot-bar" />
      </div>
    </div>
  );
}
