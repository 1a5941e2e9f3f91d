/**
 * The devnet faucet's nonces (a user's send takes its nonce from the database instead, see
 * evm-sends.ts, so that it survives a restart). Nonces per sending address, handed out one at a time: concurrent sends from one wallet get
 * consecutive nonces without asking the node each time. The first use (and any use after a
 * reset) reads the node's pending count; a send the node refused for its nonce (another
 * replica used it, or the node wants a lower one) resets the address.
 *
 * Each nonce handed out is "held" until its transaction is broadcast or given back: the gap
 * check (EvmNodeClient.unstick) waits for held nonces instead of filling them, unless one has been
 * held longer than a send takes (`HELD_MS`: its request died between signing and sending).
 */
const HELD_MS = 2_000;

export class NonceAllocator {
  private readonly next = new Map<string, number>();
  private readonly queues = new Map<string, Promise<unknown>>();
  /** Per address: nonce -> when it was handed out, until broadcast or given back. */
  private readonly held = new Map<string, Map<number, number>>();

  /** The next nonce of `address`; `pending` reads the node's pending transaction count. */
  take(address: string, pending: () => Promise<number>): Promise<number> {
    const key = address.toLowerCase();
    const turn = (this.queues.get(key) ?? Promise.resolve()).then(async () => {
      const nonce = this.next.get(key) ?? (await pending());
      this.next.set(key, nonce + 1);
      this.heldBy(key).set(nonce, Date.now());
      return nonce;
    });
    this.queues.set(
      key,
      turn.catch(() => undefined),
    );
    return turn;
  }

  /** The transaction of `nonce` reached the node (or was refused): it is no longer held. */
  sent(address: string, nonce: number): void {
    this.heldBy(address.toLowerCase()).delete(nonce);
  }

  /**
   * `nonce` will never be broadcast: the last one handed out is handed out again; an earlier
   * one leaves a gap (later ones may be on the node already), which the gap check fills.
   */
  release(address: string, nonce: number): void {
    const key = address.toLowerCase();
    this.heldBy(key).delete(nonce);
    if (this.next.get(key) === nonce + 1) this.next.set(key, nonce);
  }

  /** Whether a request of this process holds `nonce` and may still broadcast it. */
  isHeld(address: string, nonce: number, now = Date.now()): boolean {
    const nonces = this.held.get(address.toLowerCase());
    const since = nonces?.get(nonce);
    if (since === undefined) return false;
    if (now - since < HELD_MS) return true;
    nonces?.delete(nonce); // abandoned: its request died between signing and sending
    return false;
  }

  /** Forget what this process knows: the next take reads the node again. */
  reset(address: string): void {
    this.next.delete(address.toLowerCase());
  }

  /** Forget every address (the node went back to an older state). */
  resetAll(): void {
    this.next.clear();
  }

  private heldBy(key: string): Map<number, number> {
    let nonces = this.held.get(key);
    if (!nonces) {
      nonces = new Map();
      this.held.set(key, nonces);
    }
    return nonces;
  }
}
